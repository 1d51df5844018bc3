import { stem } from './stem';

/**
 * Words developers use for the same thing, so a question in other words than
 * a page still meets the page: "repo" finds "repository", "fake" finds "mock".
 * General developer vocabulary, one group per line; a word may sit in
 * several groups. A related word counts less than the word itself.
 */
const GROUPS = `
token credential jwt bearer
password secret credential passphrase
key secret
login signin authenticate authentication sso
logout signout
user visitor people person citizen resident
repository repo codebase
pull merge request pr
approve approval review reviewer
colleague teammate developer coworker
commit changeset
branch trunk main
container docker image
administrator admin root superuser privilege privileges rights
database db postgres postgresql sql rdbms relational
score rating report
approval approve approved exception deviation
laptop macbook notebook mac
stricter tighten tighter harden
location geospatial coordinates coordinate place places geometry shape shapes spatial gis postgis point points
fake mock mocks mocking stub stubs simulate double
test tests testing check checks verify
release deploy deployment deploying ship production
block stop fail prevent forbid
library package dependency dependencies module modules
helper function utility util
tiny small little minor size
big large size sized
button target tap touch click clickable hit press
finger pointer touch
style styles styling css look appearance
widget component
affect leak leaking influence
log logs logging telemetry trace traces monitoring
record store save keep persist
email mail
error errors failure exception throw throws crash crashes
page website site web portal
server host origin domain cdn
load fetch download include
script javascript js
limit restrict allowlist allow
outside external foreign other
licence license licensing
documentation docs readme instructions
newcomer beginner onboarding
setup install installation
steps instructions
propose contribute suggest
fine safe acceptable
bake baked build built
ticket item backlog story
spec specification
float numeric decimal
identity idp keycloak entra provider
ask query request call
answer response reply
return respond answer reply
backend api
frontend client browser
coverage percentage
accessible accessibility wcag disabilities
rebuild update refresh
rewrite rebuild rebuilt migrate migrated
old existing legacy
secure security safe
vulnerability vulnerabilities cve
upgrade update bump
tls ssl https encrypted encryption
environment env variable variables configuration config settings
migration migrations schema
typescript ts
oauth openid oidc
often frequency schedule schedules every regularly cycle interval periodically
deadline time
screen form interface ui
name naming
folder directory
rule rules standard standards policy
allowed permitted allow may
pilot experiment experimental prototype trial
handler thread
allowed must
available around present reachable
extension addon plugin
fast quick quickly promptly soon speed
delete remove erase purge
outdated deprecated obsolete legacy unmaintained
private internal
public published
hang hangs timeout slow
flaky unstable intermittent unreliable
grant flow
deviation deviate exception waiver skip
lookalike typosquatting
red failing fail
green passing pass
required mandatory must obligatory compulsory binding
tech technology stack
reusable reuse shared
popular popularity widely downloads
subject title headline
introduce roll rollout adopt try
down unavailable outage offline unreachable
tamper tampered altered modified changed
dump export backup
alter change modify
generate compute calculate
mobile ios android smartphone phone
maximum max limit cap
minimum min least
lowercase lower
uppercase capitals capital upper
cost costs bill billing invoice expense expensive price pricing
overdue due
bot bots automated
top first
bottom last
ocean sea coast africa india indian atlantic continent
mix mess swap swapped confuse
`;

const related = new Map<string, Set<string>>();
for (const line of GROUPS.trim().split('\n')) {
  const stems = [...new Set(line.trim().split(/\s+/).map(stem))];
  for (const s of stems) {
    const set = related.get(s) ?? new Set<string>();
    for (const other of stems) if (other !== s) set.add(other);
    related.set(s, set);
  }
}

/** Stems that mean much the same as this stem (not the stem itself). */
export function relatedStems(s: string): ReadonlySet<string> {
  return related.get(s) ?? new Set();
}
