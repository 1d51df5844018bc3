import { words } from '../../packages/search/src/node';
import { compoundParts, dutchLemmas, englishVerbIn } from './dutch';
import { GENERAL_DUTCH } from './dutch-glossary';
import { englishLexicon } from './lexicon';

/**
 * How developers write in chat, mapped to how the standards write: the
 * abbreviations and short forms of the trade ("k8s", "pg", "env vars"), and
 * the Dutch words a developer of the City mixes in ("welke database moet ik
 * gebruiken"). A question's words are read through this before they are
 * weighed, so "pg" is PostgreSQL as surely as "PostgreSQL" is. General
 * vocabulary, not a list of questions: a word belongs here when it means the
 * same to any developer, whatever page it meets.
 */
const SHORT_FORMS = `
k8s kubernetes
kube kubernetes
aks azure kubernetes service
pg postgresql
iac infrastructure as code
postgres postgresql
psql postgresql
mongo mongodb
db database
dbs databases
env environment
envs environments
envvar environment variable
envvars environment variables
vars variables
var variable
config configuration
configs configurations
cfg configuration
conf configuration
deps dependencies
dep dependency
devdeps development dependencies
pkg package
pkgs packages
repo repository
repos repositories
app application
apps applications
rn react native
alg algorithm
algs algorithms
algo algorithm
algos algorithms
pr pull request
prs pull requests
mr merge request
ci continuous integration pipeline
cd continuous deployment pipeline
gh github
ado azure devops
acr azure container registry
kv key vault
keyvault key vault
otel opentelemetry
appinsights application insights
fe frontend
be backend
a11y accessibility
i18n internationalisation
auth authentication
authn authentication
authz authorisation
creds credentials
pw password
pwd password
passwd password
secrets secret
jwts jwt
js javascript
ts typescript
py python
rb ruby
nodejs node
nextjs next js
node.js node
npmjs npm
e2e end-to-end
fmt formatter
vuln vulnerability
vulns vulnerabilities
cve vulnerability
cves vulnerabilities
sbom software bill of materials
img image
imgs images
ctr container
infra infrastructure
prod production
acc acceptance
tst test
dev development
perms permissions
regex regular expression
tz timezone
org organisation
orgs organisations
lib library
libs libraries
spa single-page application
ssr server rendering
csr client rendering
fw framework
impl implementation
func function
fn function
param parameter
params parameters
arg argument
args arguments
msg message
msgs messages
req request
reqs requests
resp response
cert certificate
certs certificates
tf terraform
ver version
docs documentation
rtl react testing library
esm es modules
cjs commonjs
max maximum
min minimum
postinstall install script
cra create react app
rr react router
idp identity provider
2fa two-factor authentication
mfa multi-factor authentication
ssl tls
sast static analysis
csp content security policy
sri subresource integrity
sso single sign-on
ff feature flag
chars characters
char character
lat latitude
lon longitude
lng longitude
ds design system
ads amsterdam design system
poc proof of concept
po product owner
cms content management system
csv file
csvs files
1x once
2x twice
info information
jwks key set
monorepo repository
`;

/** Dutch words of chat about code, in English; Dutch words that only shape a question are dropped. */
const DUTCH = `
welke which
welk which
wat what
hoe how
waarom why
wanneer when
waar where
wie who
moet must
moeten must
mag may
mogen may
kan can
kunnen can
ik i
wij we
je you
jij you
onze our
ons our
mijn my
een a
de the
het the
van of
voor for
met with
zonder without
naar to
aan to
bij at
op on
uit from
en and
of or
niet not
geen no
ook also
nog still
dan then
dat that
die that
dit this
deze these
er there
zijn are
wordt is
worden are
hebben have
heeft has
gebruiken use
gebruik use
gebruikt used
bewaren keep
bewaar keep
opslaan store
opslag storage
lang long
hoelang long
vaak often
versie version
versies versions
wachtwoord password
wachtwoorden passwords
geheim secret
geheimen secrets
sleutel key
sleutels keys
toegankelijkheid accessibility
toegankelijk accessible
kaart map
kaarten maps
beveiliging security
veilig secure
afhankelijkheden dependencies
afhankelijkheid dependency
pakket package
pakketten packages
fout error
fouten errors
foutmelding error
logboek log
omgeving environment
omgevingen environments
omgevingsvariabelen environment variables
uitrollen roll out
bouwen build
testen test
toetsen test
controleren check
documentatie documentation
beheer management
gemeente city
ontwikkelaar developer
ontwikkelaars developers
regels rules
regel rule
standaard standard
standaarden standards
verplicht mandatory
toegestaan allowed
bijhouden keep
bijwerken update
updaten update
bewaartermijn retention
retentie retention
inloggen login
gebruiker user
gebruikers users
verzenden send
sturen send
minimale minimum
minimaal minimum
minimum minimum
maximale maximum
maximaal maximum
nieuwe new
nieuw new
oude old
oud old
snel quickly
hoeveel many
groot large
grote large
klein small
kleine small
zelf self
altijd always
nooit never
eigen own
aanvragen request
aanvraag request
vraag question
vragen ask
antwoord answer
beoordelen review
beoordeling review
goedkeuren approve
goedkeuring approval
samenvoegen merge
tak branch
publiceren publish
openbaar public
lokaal local
lokale local
hosten host
draaien run
installeren install
instellen configure
instellingen settings
configuratie configuration
toegang access
rechten permissions
beheerder administrator
kwetsbaarheid vulnerability
kwetsbaarheden vulnerabilities
melden report
bijdragen contribute
voorstel proposal
voorstellen propose
uitzondering exception
afwijking deviation
afwijken deviate
applicatie application
applicaties applications
toepassing application
dienst service
diensten services
koppeling integration
koppelen connect
tijdzone timezone
datum date
tijd time
dagen days
maanden months
jaar year
uren hours
werkdagen working days
schermlezer screen reader
knop button
knoppen buttons
kleur colour
kleuren colours
tekst text
afbeelding image
afbeeldingen images
formulier form
formulieren forms
pagina page
paginas pages
beheren manage
wijziging change
wijzigingen changes
versiebeheer version control
bijlage attachment
bijlagen attachments
ontvangen receive
gebruikersnaam username
persoonsgegevens personal data
gegevens data
tabel table
kolom column
migratie migration
migraties migrations
verbinding connection
verbinden connect
versleuteld encrypted
versleuteling encryption
certificaat certificate
token token
tokens tokens
kaartlaag map layer
kaartlagen map layers
coordinaten coordinates
locatie location
meten measure
monitoren monitor
fouten errors
waarschuwing warning
melding alert
meldingen alerts
testdekking test coverage
dekking coverage
pijplijn pipeline
uitrol deployment
productie production
acceptatie acceptance
ontwikkeling development
bouwstraat pipeline
bibliotheek library
bibliotheken libraries
licentie licence
licenties licences
broncode source code
code code
opslagplaats repository
afspraken agreements
vereist required
vereisten requirements
nodig needed
handmatig manually
automatisch automatically
geautomatiseerd automated
proces process
processen processes
toevoegen add
voeg add
herzien review
herziening review
vernieuwen renew
verlengen renew
verklaring statement
elk every
elke every
iedere every
genoeg enough
mens people
mensen people
persoon person
personen people
voordat before
nadat after
halen reach
ontvanger recipient
ontvangers recipients
afzender sender
adres address
adressen addresses
kritiek critical
uitkomen published
uitgebracht released
opnieuw again
willen want
wil want
laten let
repareren repair
kapot broken
plat down
telefoon phone
heb have
vergunning permit
verlof leave
kosten costs
reis travel
wijzigen change
aanpassen change
veranderen change
verwijderen delete
weghalen remove
schrijven write
lezen read
ophalen fetch
versturen send
mogelijk possible
makkelijk easy
beter better
goed good
slecht bad
juist correct
verkeerd wrong
werkt works
werken work
mislukt fails
faalt fails
traag slow
langzaam slow
scherm screen
schermen screens
toetsenbord keyboard
lettertype font
grootte size
breedte width
hoogte height
contrast contrast
kop heading
koppen headings
titel title
invoer input
veld field
velden fields
datalek data breach
lek leak
verwerking processing
inwoners residents
inwoner resident
bewoners residents
burgers residents
bedrijven businesses
medewerkers employees
medewerker employee
collega colleague
collegas colleagues
afdeling department
leverancier supplier
leveranciers suppliers
extern external
intern internal
openbare public
publieke public
wachtrij queue
achtergrond background
taak task
taken tasks
bericht message
berichten messages
upgraden upgrade
installatie installation
ontwerp design
opzetten set up
inrichten set up
starten start
beginnen start
stoppen stop
uitvoeren run
databank database
tabellen tables
kolommen columns
rij row
rijen rows
zoeken search
vinden find
bestand file
bestanden files
foto photo
overzicht overview
lijst list
stap step
stappen steps
handleiding guide
voorbeeld example
voorbeelden examples
sjabloon template
aanbevolen recommended
advies advice
keuze choice
kiezen choose
gekozen chosen
beslissing decision
besluit decision
besluiten decisions
architectuur architecture
tekening diagram
eigenaar owner
eigenaren owners
verantwoordelijk responsible
termijn period
binnen within
week week
weken weeks
maand month
dag day
uur hour
seconden seconds
minuten minutes
jaarlijks yearly
maandelijks monthly
wekelijks weekly
dagelijks daily
keer times
procent percent
aantal number
limiet limit
verlopen expired
verloopt expires
geldig valid
ongeldig invalid
goedgekeurd approved
beoordelaar reviewer
beschermen protect
beschermd protected
beveiligd protected
versleutelen encrypt
aanmelden sign in
afmelden sign out
rol role
rollen roles
toestemming permission
alleen only
kort short
lange long
kopie copy
kopieren copy
delen share
gedeeld shared
hergebruiken reuse
ondersteuning support
ondersteunen support
verouderd outdated
afgeschaft deprecated
onderhoud maintenance
onderhouden maintain
uitgeschakeld disabled
uitschakelen disable
aanzetten enable
inschakelen enable
wachten wait
tijdelijk temporary
verbergen hide
tonen show
zichtbaar visible
schermlezers screen readers
bediening operation
zoom zoom
vergroten enlarge
ontbreekt missing
ontbrekende missing
eigenlijk really
gewoon just
iemand one
hele whole
heel very
ipv instead
aparte separate
bekijken review
bekeken reviewed
bekijkt reviews
oppakken pick up
opgepakt picked up
blijven stay
blijft stays
reden reason
redenen reasons
beslissen decide
beslist decides
als if
gaan going
ga go
even just
maar but
nu now
wel well
toch still
zo so
dus so
echt really
graag please
om to
te too
door through
over about
na after
tot until
hier here
daar there
iets something
`;

function table(text: string): Map<string, string[]> {
  return new Map(
    text
      .trim()
      .split('\n')
      .map((line) => line.trim().split(/\s+/))
      // A meaning is read as the index reads the standards: "single-page" is "single" and "page".
      .map(([word, ...meaning]) => [word, words(meaning.join(' '))]),
  );
}

const SHORT = table(SHORT_FORMS);
const NL = table(DUTCH);
const GENERAL_NL = table(GENERAL_DUTCH);

/**
 * A Dutch word's English meaning: from the glossary of chat about code, or else from general Dutch. A word of general
 * Dutch that is an English word too ("lag", "snap", "vast") is read as Dutch only in a question that reads as Dutch.
 */
function dutchMeaning(word: string, inDutch: boolean, written = word): readonly string[] | undefined {
  return NL.get(word) ?? (inDutch || !englishLexicon().isWord(written) ? GENERAL_NL.get(word) : undefined);
}

/**
 * Compounds written with a hyphen or a space that stand for one word: the
 * standards write "frontend", the product is "styled-components". The
 * tokenizer splits at the hyphen, so they are joined before a question is read.
 */
const COMPOUNDS = ['front-end', 'back-end', 'styled-components', 'look-alike', 'date-fns', 'app-insights'].map(
  (compound) => ({
    pattern: new RegExp(`\\b${compound.split('-').join('[-\\s]')}\\b`, 'gi'),
    word: compound.replace(/-/g, ''),
  }),
);

/**
 * Signing in and out, written as the verb ("can residents log in to it?"),
 * is one word: read apart, "log" is a log ("where do logs go") and "in" is
 * nothing. Written with a hyphen ("log-in page") it is always the one word;
 * written apart, only where the verb ends its clause or goes on to say where
 * or how ("log in to", "sign in with"): "keep the log in JSON" stays a log.
 */
const SIGN_IN =
  /\b(log|sign)(?:-(in|out)\b|\s+(in|out)\b(?=\s+(?:to|into|with|via|using|through|as|on|at|from|and|or|but)\b|\s*(?:[?.,;:!)]|$)))/gi;

/**
 * An image reference with its tag ("python:latest", "node:22-alpine"): the standards write of an image and its
 * tag in words ("The latest tag MUST NOT be used"), so the reference reads as the image, its tag and the word "tag".
 */
const IMAGE_TAG = /\b([a-z][\w.-]*):(latest|\d[\w.-]*|alpine|slim|lts)\b/gi;

/**
 * Go, the language, written as its name inside a sentence ("a new service in Go"): read as a word, "go" is a verb that
 * says nothing. At the start of a sentence, or before "live" or "back", it is the verb. Written in lower case, it is
 * the language only where a language stands: "written in go", "a go service".
 */
const GO_LANGUAGE = /(?<=[^\s.?!]\s+)\bGo\b(?!\s+(?:live|back|ahead|through|to)\b)/g;
const GO_WRITTEN_LOWER =
  /(?<=\b(?:in|with|using)\s+)go\b(?=\s*(?:[?.,!;]|$))|\bgo(?=\s+(?:service|services|backend|api|app|microservice|code)\b)/g;

/** The text with the names it writes that read as other words put as the names they are ("in Go": "in golang"). */
function writtenNames(text: string): string {
  return text.replace(GO_LANGUAGE, 'golang').replace(GO_WRITTEN_LOWER, 'golang');
}

/** A number of minutes written short ("2 min later"): minutes, not a minimum. */
export const MINUTES_SHORT: [RegExp, string] = [/\b(\d+)\s?mins?\b/gi, '$1 minutes'];

/** "the difference between", as a question asks it: its shape, not its subject, which is the two things after it. */
export const DIFFERENCE_BETWEEN = /\b(?:diff?e?rences?|diff|verschil)\s+(between|tussen)\b/i;

/**
 * Phrases read in the words the standards use: "in caps" and "uppercase" are capitals, "small letters" lower case
 * (read as words, "caps" is a maximum and "letters" mail), "the difference between A and B" asks about A and B, and
 * picking up a task or a review request is starting it ("pick" alone is choosing: "pick a driver"), and "how big"
 * asks a size, which a page may give as small ("Keep pull requests small"), as large or as a number. A font service
 * is read as what the pages call it: Google Fonts are third-party fonts. An HTTP method in capitals is a request, not a
 * name the pages never write ("our POST endpoint"), a request that times out has a timeout, and "2 min" is minutes. What
 * the asker does not have is missing ("If a component you need is missing from the Design System").
 */
const WRITTEN_AS: Array<[RegExp, string]> = [
  [new RegExp(DIFFERENCE_BETWEEN.source, 'gi'), '$1'],
  [/\b(?:in|all|with)\s+caps\b/gi, 'in capitals'],
  [/\b(?:upper[\s-]?case|capital letters|hoofdletters)\b/gi, 'capitals'],
  [/\b(?:small letters|lower[\s-]?case|kleine letters)\b/gi, 'lower case'],
  [/\bpick(?:s|ed|ing)?\s+(?:it\s+|them\s+)?up\b/gi, 'start'],
  [/\b(how|hoe)\s+(?:big|large|small|groot|klein)\b/gi, '$1 size'],
  [/\b(?:google|adobe)[\s-]?fonts\b/gi, 'third-party fonts'],
  [/\b(?:GET|POST|PUT|PATCH|DELETE)\b/g, 'request'],
  [/\btim(?:e|es|ed|ing)[\s-]out\b/gi, 'timeout'],
  MINUTES_SHORT,
  [/\b(?:does|do)(?:n'?t|\s+not)\s+have\b/gi, 'is missing'],
];

/** The text with each known compound written as one word ("front-end devs": "frontend devs"). */
export function joinCompounds(text: string): string {
  const read = WRITTEN_AS.reduce((out, [pattern, words]) => out.replace(pattern, words), writtenNames(text));
  const joined = COMPOUNDS.reduce((out, { pattern, word }) => out.replace(pattern, word), read).replace(
    IMAGE_TAG,
    '$1 image, $2 tag',
  );
  return joined.replace(SIGN_IN, (_, verb: string, hyphened?: string, apart?: string) => `${verb}${hyphened ?? apart}`);
}

/**
 * The words a written word stands for, when it is a short form or a Dutch word; undefined otherwise. Given what
 * the standards know (`known`), a Dutch word is also read in its other forms ("vernieuwd", "mensen"), as an English
 * verb made Dutch ("loggen": log) and as a compound of two such words ("dekkingspercentage": coverage percentage).
 */
export function meaningOf(
  word: string,
  known?: (word: string) => boolean,
  inDutch = false,
): readonly string[] | undefined {
  const listed = SHORT.get(word) ?? dutchMeaning(word, inDutch);
  if (listed || !known) return listed;
  // A form is judged English as written: "name" of "namespaces" is not "nam" (took).
  const lemma = (form: string) =>
    dutchLemmas(form)
      .map((f) => dutchMeaning(f, inDutch, form))
      .find((m) => m !== undefined);
  // A compound's part is a Dutch word, or a word of the standards' own of four letters or more ("percentage").
  const part = (p: string) => lemma(p) ?? (p.length >= 4 && known(p) ? [p] : undefined);
  const asLemma = lemma(word);
  if (asLemma) return asLemma;
  const verb = englishVerbIn(word, known);
  return verb ? [verb] : compoundParts(word, part)?.flat();
}

/**
 * The verb a Dutch main clause splits in two ("hoe pak ik dat aan", "waar leg ik vast waarom…"): the particle at the
 * clause's end glued before the verb's infinitive, where the glossary knows that verb ("aanpakken", "vastleggen").
 */
export function separableVerb(verb: string, particle: string): string | undefined {
  return dutchLemmas(verb)
    .map((form) => `${particle}${form}`)
    .find((joined) => dutchMeaning(joined, true) !== undefined);
}

/** What a short form stands for ("prs": pull requests), from the table of short forms only. */
export function shortFormOf(word: string): readonly string[] | undefined {
  return SHORT.get(word);
}

/** A Dutch word that only shapes a question ("welke", "moet", "ik"): its meaning is all in `stopWords`. */
export function isDutchFunctionWord(word: string, stopWords: ReadonlySet<string>, inDutch = false): boolean {
  const meaning = dutchMeaning(word, inDutch);
  return meaning !== undefined && meaning.every((m) => stopWords.has(m));
}

/**
 * Whether words read as Dutch: one of them only shapes a Dutch sentence and is no English word ("ik", "welke",
 * "een"). Half-Dutch chat counts: "is er een lijst van approved packages?".
 */
export function readsAsDutch(words: readonly string[], stopWords: ReadonlySet<string>): boolean {
  // WordNet holds no function words, so English ones ("of", "die") are told apart by `stopWords`.
  return words.some((w) => !stopWords.has(w) && !englishLexicon().isWord(w) && isDutchFunctionWord(w, stopWords, true));
}

/**
 * What a product or tool a developer names is, in the words the standards
 * use for that kind of thing: a question about a product the standards never
 * name ("Can I use MongoDB?") still meets the standard that rules on its kind
 * (the database standard), and is answered from there or pointed at it.
 * General knowledge of the trade, one kind a line.
 */
const KINDS = `
database: mongodb mongo mysql mariadb oracle mssql sqlserver sqlite redis cassandra dynamodb cosmosdb couchdb elasticsearch neo4j firebase supabase influxdb timescaledb
frontend framework: angular angularjs vue vuejs nuxt svelte sveltekit ember jquery backbone solidjs preact gatsby astro qwik
css styling: tailwind tailwindcss bootstrap bulma sass scss less styledcomponents emotion
backend framework: spring springboot flask fastapi rails laravel symfony aspnet dotnet quarkus micronaut koa hapi gin fiber
language: java kotlin scala golang rust ruby php csharp elixir haskell perl swift dart clojure
mobile app: flutter ionic xamarin cordova capacitor expo
repository: gitlab bitbucket gitea sourcehut svn subversion mercurial
pipeline: jenkins circleci travis teamcity bamboo buildkite drone argocd
hosting: aws gcp heroku vercel netlify digitalocean lambda cloudflare hetzner
container: helm openshift podman nomad rancher
queue: kafka rabbitmq activemq nats sqs pubsub celery
mail: sendgrid mailgun mailchimp postmark mailjet
identity provider: auth0 okta cognito
test: jest mocha jasmine selenium puppeteer karma enzyme testcafe webdriverio
monitoring: datadog newrelic sentry grafana prometheus splunk kibana loki dynatrace
package: yarn pnpm poetry conda composer maven gradle nuget
lint: eslint ruff flake8 pylint stylelint sonarqube sonarcloud
map: openlayers mapbox googlemaps cesium arcgis
state: redux mobx zustand recoil pinia vuex ngrx
api: graphql grpc soap trpc
licence: gpl gplv2 gplv3 lgpl agpl mpl
dependency library: lodash underscore ramda moment momentjs dayjs datefns luxon axios superagent rxjs immer zod yup joi pydantic marshmallow numpy pandas httpx
`;

const KIND_OF = new Map(
  KINDS.trim()
    .split('\n')
    .flatMap((line) => {
      const [kind, products] = line.split(':');
      return products
        .trim()
        .split(/\s+/)
        .map((product): [string, string[]] => [product, kind.trim().split(' ')]);
    }),
);

/** What a named product is, in the standards' words ("mongodb": database); undefined for a word that is no product we know. */
export function kindOf(word: string): readonly string[] | undefined {
  return KIND_OF.get(word);
}
