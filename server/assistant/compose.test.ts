import { describe, expect, it } from 'vitest';
import { SearchIndex, type DocPage } from '../../packages/search/src/node';
import {
  NOTHING_ASKED,
  answersKind,
  askedIn,
  boundsAtOne,
  asksFor,
  givesNumber,
  givesValue,
  givesVersionOf,
  namesProduct,
  statesBound,
  valuesAskedFor,
  type Ask,
  type Asked,
} from './asks';
import { compose, COMPOSE, type Thresholds } from './compose';
import { QuoteForms } from './forms';
import { Library } from './library';
import { questionTerms } from './question';
import { CLOSEST_SENTENCE, OTHER_PAGES_LEAD, quotedPassages, quotingPart, renderClosest } from './render';
import { Retriever } from './retrieval';

const page = (url: string, title: string, sections: Array<[string | null, string, string[]]>): DocPage => ({
  url,
  lvl0: 'Docs',
  language: 'en',
  docusaurus_tag: 'docs-default-current',
  pageRank: 1,
  sections: sections.map(([anchor, heading, content]) => ({
    level: anchor ? 2 : 1,
    anchor,
    title: anchor ? heading : title,
    content,
  })),
});

/** The standards of a test: its pages, read as the assistant reads the site's index. */
const libraryOf = (...pages: DocPage[]) => Library.fromIndex(SearchIndex.fromPages(pages));

const library = libraryOf(
  page('/docs/accessibility', 'Accessibility', [
    [null, 'Accessibility', ['Every City website is usable by everyone, whatever their abilities.']],
    [
      'links',
      'Write clear links',
      ['Use link texts that make sense out of context ("Download the 2026 budget", not "click here").'],
    ],
  ]),
  page('/docs/code-review', 'Code review', [
    [null, 'Code review', ['No change reaches the main branch without a review.']],
    [
      'when-nobody-can-review',
      'When nobody in your team can review',
      ['If no teammate is available to approve, ask a developer from another team.'],
    ],
  ]),
  page('/docs/database', 'Database', [
    [null, 'Database', ['Every project that needs a database MUST use PostgreSQL.']],
    ['retention', 'Keep data only as long as needed', ['Delete personal data after the retention period of 30 days.']],
    ['rotate-keys', 'Rotate signing keys', ['Do it every 90 days, and publish the new one a day ahead.']],
  ]),
);
/** The sections the search core retrieves from a library for a question. */
const retrieved = (from: Library, question: string) =>
  new Retriever(from).search(question).hits.map((h) => from.section(h.url!)!);

/** What compose makes of a question over a library, from the sections retrieved for it. */
const composeOver = (from: Library, question: string, thresholds?: Thresholds, asked?: Asked) =>
  compose(from, questionTerms(from, question), retrieved(from, question), thresholds, asked);

const answer = (question: string) => composeOver(library, question);

describe('the decline rule', () => {
  it('counts words met only inside an example in quotation marks for less than words the sentence is about', () => {
    const budget = answer("What is the municipality's budget for 2026?");
    // Both words are in the links sentence, but only as the example it quotes.
    expect(budget.relevance).toBeLessThan(COMPOSE.declineBelow);
    expect(budget.declined).toBe(true);
  });

  it('lets the headings above the sections found support a question they are titled for', () => {
    // The sentence itself only says "every 90 days"; its heading says what of.
    const keys = answer('How often should our signing keys be rotated in production?');
    expect(keys.declined).toBe(false);
    expect(keys.groups[0].section.url).toBe('/docs/database#rotate-keys');
    // The same words met by chance in a section on another subject get no such support.
    const chance = answer('How many days is the office open?');
    expect(chance.declined).toBe(true);
  });
});

describe('a section of one sentence', () => {
  it('is read as the answer to its heading: the heading says what the sentence is', () => {
    const stack = libraryOf(
      page('/docs/stack', 'Languages and frameworks', [
        [null, 'Languages and frameworks', ['New applications MUST be built with the stack below.']],
        ['low-code', 'Low-code', ['Mendix.']],
        ['mobile', 'Mobile', ['React Native, inside the existing app of the City.']],
      ]),
      page('/docs/accessibility', 'Accessibility', [
        ['zoom', 'Test zoom', ['Enlarge the text to the maximum the platform allows, and zoom the page to 200%.']],
      ]),
    );
    const lowCode = composeOver(stack, 'which low-code platform should we pick?');
    expect(lowCode.groups[0]?.section.url).toBe('/docs/stack#low-code');
    // Not weighed down as a short sentence that says little alone: its heading says the rest.
    const allowed = composeOver(stack, 'is a low-code platform allowed?');
    expect(allowed.groups[0]?.section.url).toBe('/docs/stack#low-code');
  });
});

describe('a table row', () => {
  it("is read with its table's header row, which says what each column is", () => {
    const packages = libraryOf(
      page('/docs/design-system', 'Design System', [
        [
          'packages',
          'Packages',
          [
            'The Design System publishes separate npm packages:',
            'Package | Contents',
            'ds-react | React components',
            'ds-react-icons | Icons as React components',
          ],
        ],
      ]),
      page('/docs/maps', 'Maps', [['markers', 'Markers', ['Custom icons are drawn as React components on the map.']]]),
    );
    const answer = composeOver(packages, 'which package gives us icons as react components?');
    const quoted = [...answer.groups, ...answer.closest].flatMap((g) => g.units.map((u) => u.text));
    expect(quoted[0]).toBe('ds-react-icons | Icons as React components');
  });
});

describe('a sentence that goes on from a quoted one', () => {
  const review = libraryOf(
    page('/docs/review', 'Code review', [
      [null, 'Code review', ['No change reaches the main branch without a review.']],
      [
        'automation',
        'Automated reviewers',
        [
          'Automated reviewers such as AI tools can point out problems before a human looks. They do not replace the approval by a developer.',
        ],
      ],
    ]),
  );

  it('is quoted with it when it refers back to it, as it often says the point', () => {
    const answer = composeOver(review, 'the AI tools already looked at our problems, does a human still need to look?');
    const quoted = [...answer.groups, ...answer.closest].flatMap((g) => g.units.map((u) => u.text));
    expect(quoted).toContain('Automated reviewers such as AI tools can point out problems before a human looks.');
    expect(quoted).toContain('They do not replace the approval by a developer.');
  });
});

describe('a follow-up', () => {
  const standards = libraryOf(
    page('/docs/source', 'Storing source code', [
      [null, 'Storing source code', ['The City keeps its code on GitHub.']],
      ['join', 'Join', ['Write to the team that runs the GitHub organisation, with the username of each person.']],
    ]),
    page('/docs/monitoring', 'Monitoring', [
      [null, 'Monitoring', ['Dashboards show how a service is doing.']],
      [
        'internal',
        'Read the internal standard',
        ['If you cannot open it, you are not a member of the GitHub organisation yet; ask for access.'],
      ],
    ]),
  );
  const previous = 'how do I get access to the GitHub organisation?';
  const followUp = (topic?: string[]) => {
    const question = 'what details do they need from me?';
    const terms = questionTerms(standards, question, [previous, ...(topic ?? [])].join(' '));
    const sections = retrieved(standards, `${question} ${previous}`);
    return compose(standards, terms, sections, { declineBelow: 0, closestBelow: 0 }, NOTHING_ASKED, topic);
  };

  it('stays on the page the previous answer cited, though another page links to it with its words', () => {
    const quoted = (topic?: string[]) => followUp(topic).groups.map((g) => g.section.url);
    expect(quoted()).toEqual(['/docs/monitoring#internal']);
    expect(quoted(['Storing source code'])).toContain('/docs/source#join');
    expect(quoted(['Storing source code'])).not.toContain('/docs/monitoring#internal');
  });
});

describe('questions told in detail', () => {
  const mail = libraryOf(
    page('/docs/mail', 'Mail', [
      [
        'background',
        'Send mail in the background',
        [
          'Send mail, such as the confirmation of a submitted form, from a background job: an SMTP connection can hang, and the visitor should not wait for it.',
        ],
      ],
    ]),
    page('/docs/logging', 'Logging', [[null, 'Logging', ['Log every error with the request id.']]]),
  );
  const relevance = (question: string) => composeOver(mail, question);

  it('are not turned away because the standards do not echo every word of the case they describe', () => {
    const detailed = relevance(
      'our django app sends a confirmation mail when someone submits a form and sometimes the submit just hangs ' +
        'for like thirty seconds, pretty sure its the smtp connection, what is the recommended way',
    );
    expect(detailed.outcome).not.toBe('declined');
    expect(detailed.closestPages[0].pageUrl).toBe('/docs/mail');
  });

  it('cannot buy confidence with length: a pasted log counts as many words as the cap', () => {
    const log = (n: number) =>
      Array.from({ length: n }, (_, i) => `frame${String.fromCharCode(97 + (i % 26))}${Math.floor(i / 26)}`).join(' ');
    const question = 'send mail in a background job';
    const longer = relevance(`${question} ${log(40)}`).relevance;
    // Past the cap, more words only dilute the share the best sentence answers.
    expect(longer).toBeLessThan(relevance(`${question} ${log(20)}`).relevance);
    expect(longer).toBeLessThan(COMPOSE.detailCredit * COMPOSE.detailWords + 0.5);
  });
});

describe('questions that want a value', () => {
  const backups = libraryOf(
    page('/docs/database', 'Database', [
      [
        'backups',
        'Back up the database',
        ['The managed service backs up the database and can restore it to any point in time.'],
      ],
      ['retention', 'Keep backups', ['Keep database backups for 35 days.']],
    ]),
  );
  const ask = (question: string) =>
    composeOver(backups, question, { declineBelow: 0, closestBelow: 0 }, askedIn(question));

  it('get the closest sections, not a confident answer, when the best sentences give no value', () => {
    const often = ask('how often do we have to test restoring the database?');
    expect(often.givesValue).toBe(false);
    expect(often.outcome).toBe('closest');
    // The section on the subject is shown; so is the one that gives a period, though of something else.
    expect(often.closest.map((c) => c.section.url)).toEqual(['/docs/database#retention', '/docs/database#backups']);
    const keep = ask('how long do we keep database backups?');
    expect(keep.givesValue).toBe(true);
    expect(keep.outcome).toBe('answer');
    // A question that wants no value is answered as before.
    expect(ask('can the database be restored to a point in time?').outcome).toBe('answer');
  });

  it.each([
    ['how often do we rotate keys', ['period']],
    ["what's the max token lifetime", ['number']],
    ['which status code for an expired token', ['status']],
    ['what SMTP port does the relay listen on', ['port']],
    ['hostname of the mail relay for acceptance?', ['address']],
    ['vector tile url of the city base map?', ['address']],
    // An endpoint that is down is the subject of the question, not what it asks written out.
    ['what should the api return when the jwks endpoint of the issuer is down?', []],
    ['wat moet de api terugsturen als de jwks endpoint van de issuer plat ligt?', []],
    // The endpoint is what fails here, not what is asked for.
    ['jwks endpoint of the idp is down, what do we return?', []],
    ['max length of a commit subject line?', ['number']],
    ['backend coverage min?', ['number']],
    // A minimum spoken of, not asked for.
    ['how do i make the build fail when coverage drops below the minimum?', []],
    ["what's the minimum a README has to contain?", []],
    ['what needs to be in a README at minimum?', []],
    // Minutes, not a minimum.
    ['pushed a key, removed it 2 min later. fine right?', []],
    ['the job ran for 5 min', []],
    ['wat is de keycloak realm url', ['address']],
    ['what sampling percentage for a busy api', ['percent']],
    ['which ports must be open for the relay and why', ['port']],
    ["what's the keycloak client id for our app?", ['instance']],
    ["what's the name of our team's container registry?", ['instance']],
    ['wat is het e-mailadres van onze privacy officer', ['instance']],
    ["what's the exact url of the city's keycloak realm?", ['address']],
    ['what is the name of the standard for tokens', []],
    ['may the relay url come from the environment', []],
    ['when do we rotate keys', []],
    ['which driver for python', []],
    // A setting's value, and "whats" typed without its apostrophe.
    ['what timeout should we set for playwright tests?', ['number']],
    ['which rate limit should our public API enforce?', ['number']],
    ['whats the default retention in days for app insights?', ['number']],
    ['whats the exact url of the keycloak realm?', ['address']],
    ['how do i set a timeout on the smtp connection?', []],
    // How fast something must happen is a period too ("within 72 hours").
    ['how fast must a data breach be reported?', ['period']],
    ['what open-pull-requests-limit should we set in dependabot.yml?', ['number']],
    ['binnen hoeveel tijd moet ik een review oppakken?', ['period', 'number']],
    // A realm, a client id or a connection string is always one setup's own; a name only with "our" or "my".
    ['whats the name of the keycloak realm for employee login?', ['instance']],
    ['which tenant id do we put in the issuer?', ['instance']],
    // An Azure region is where one setup runs, like a realm.
    ['which azure region are the postgres flexible servers deployed in?', ['instance']],
    // The URL of one's own realm is an address: an e-mail address does not give it.
    ["what's the keycloak realm url for production city sso?", ['address']],
    // The people in a role are one organisation's own; the standards name the role.
    ['who are the current members of the EE team?', ['instance']],
    ['wie is de privacy officer voor het domein Wonen?', ['instance']],
    ['who decides on a deviation?', []],
    // A moment: "when will…", "when is the next…"; "when should…" asks a condition.
    ['when is the next team outing', ['date']],
    ['by when must we move to WCAG 2.2?', ['date']],
    ['wanneer wordt de nieuwe versie wet?', ['date']],
    ['when should we rotate keys?', []],
  ])('%s', (question, kinds) => {
    expect([...valuesAskedFor(question)]).toEqual(kinds);
  });

  it('quote first the sentence that gives the value, over one that only shares more of the words', () => {
    const tokens = libraryOf(
      page('/docs/sso', 'Single sign-on', [
        ['discovery', 'Discovery', ['The identity provider publishes its key endpoint in a discovery document.']],
      ]),
      page('/docs/tokens', 'Access tokens', [
        ['errors', 'Errors', ['When the key endpoint cannot be reached, answer with status 503.']],
      ]),
    );
    const question = 'what http status when the identity provider key endpoint is unreachable';
    const found = composeOver(tokens, question, { declineBelow: 0, closestBelow: 0 }, askedIn(question));
    expect(found.groups[0].section.url).toBe('/docs/tokens#errors');
  });

  it('judge whether the value is given without that bonus: some number on the subject is not the value asked', () => {
    const api = libraryOf(
      page('/docs/api', 'Public APIs', [
        ['abuse', 'Protect against abuse', ['Protect every public API against abuse with a rate limit.']],
        ['logs', 'Logs', ['Public API logs keep the rate for 90 days.']],
      ]),
    );
    const question = 'which rate limit should our public api enforce?';
    const found = composeOver(api, question, { declineBelow: 0, closestBelow: 0 }, askedIn(question));
    expect(found.givesValue).toBe(false);
    expect(found.outcome).toBe('closest');
  });

  it.each([
    ['what timeout should we set for playwright tests in the pipeline?', 'timeout'],
    ['which rate limit should our public API enforce?', 'limit'],
    ["what's the max allowed size of a docker image?", 'size'],
    ['max length of a commit subject line?', 'length'],
    // A setting written as its key, and the last word of what a maximum is of.
    ['what open-pull-requests-limit should we set in dependabot.yml?', 'limit'],
    ["what's the max response time our api endpoints should have", 'time'],
    ['max line length python?', 'length'],
    ['how many approvals does a pull request need?', 'approvals'],
    // A key that starts with its bound.
    ['what max_connections should we configure for pg?', 'connections'],
    ['how many days should we keep logs?', undefined],
    ['how do i set a timeout on the smtp connection?', undefined],
  ])('%s asks the value of %s', (question, setting) => {
    expect(askedIn(question).setting).toBe(setting);
  });

  it('take a number as the value asked only in a sentence that names the setting or sets a bound', () => {
    const tests = libraryOf(
      page('/docs/testing', 'Testing', [
        [
          'e2e',
          'End-to-end tests',
          [
            'Run the Playwright end-to-end tests in the pipeline on every pull request.',
            'The review of 23 November made the Playwright tests in the pipeline a rule.',
          ],
        ],
      ]),
      page('/docs/front-matter', 'Front matter', [
        ['description', 'Description', ['The description of a page is one sentence of at most 160 characters.']],
      ]),
    );
    const ask = (question: string) =>
      composeOver(tests, question, { declineBelow: 0, closestBelow: 0 }, askedIn(question));
    // "23 November" is a number on the subject, not a timeout.
    expect(ask('what timeout should we set for playwright tests in the pipeline?').outcome).toBe('closest');
    // "at most 160 characters" is the maximum asked, though the sentence never says "length".
    expect(ask('max length of the description of a page?').outcome).toBe('answer');
    expect(statesBound('one sentence of at most 160 characters')).toBe(true);
    expect(statesBound('The review of 23 November made the tests a rule.')).toBe(false);
  });

  it('take "at least one" as the value asked where it counts the setting asked: how many approvals', () => {
    const reviews = libraryOf(
      page('/docs/review', 'Code review', [
        [
          'rule',
          'What the standard is',
          ['Every pull request MUST have at least one approval from a developer other than the author.'],
        ],
      ]),
    );
    const ask = (question: string) =>
      composeOver(reviews, question, { declineBelow: 0, closestBelow: 0 }, askedIn(question));
    expect(ask('how many approvals does a pull request need?').outcome).toBe('answer');
    // One approval is no number of days.
    expect(ask('how many days may a pull request wait for its approval?').outcome).toBe('closest');
    expect(boundsAtOne('at least one approval from another developer', 'approvals')).toBe(true);
    expect(boundsAtOne('the one approval that counts', 'approvals')).toBe(false);
  });

  it('read a year, a document number or a name with digits as no amount', () => {
    const number = new Set<Ask>(['number']);
    expect(givesValue('Tokens live for at most a few minutes.', number)).toBe(true);
    expect(givesValue('Keep logs for 90 days.', new Set<Ask>(['period']))).toBe(true);
    // How often to push: "at the end of each working day".
    expect(givesValue('Push at least at the end of each working day.', new Set<Ask>(['period']))).toBe(true);
    expect(givesValue('Require two approvals.', number)).toBe(true);
    expect(givesValue('Since 2025 every client can use the RFC 9068 type (access.token.rfc9068).', number)).toBe(false);
    expect(givesValue('Answer with 401.', new Set<Ask>(['status']))).toBe(true);
  });

  it.each([
    ['which django version is the city standard?', 'django'],
    ['welke versie van node moet ik gebruiken', 'node'],
    ['what exact python version should we pin', 'python'],
    ['which version should we pin', undefined],
    ['is this the latest version of the standard', undefined],
    ['which major version of react', 'react'],
    ["what's the current major version of the design system package?", 'design'],
    ["what's the minimum Django version we must be on?", 'django'],
    ['what is the version of node we use?', 'node'],
    // A scoped package: the version of the package itself.
    ['which exact version of @amsterdam/design-system-react should i install?', 'design-system-react'],
  ])('%s asks the version of %s', (question, thing) => {
    expect(askedIn(question).versionOf).toBe(thing);
  });

  it('read a version of the thing only where a number follows a word that names it', () => {
    const node = (word: string) => word === 'node';
    expect(givesVersionOf('New applications start on Node.js 22.22 or later.', node)).toBe(true);
    expect(givesVersionOf('Vitest 4 needs Node version 20.19.', node)).toBe(true);
    expect(givesVersionOf('Python: Psycopg (version 3 for new code; Node supports it).', node)).toBe(false);
    expect(givesVersionOf('Since 2025 Node has a test runner.', node)).toBe(false);
  });

  it('get the closest sections when no best sentence gives a version of the thing asked about', () => {
    const drivers = libraryOf(
      page('/docs/db', 'Database', [
        ['drivers', 'Pick a driver', ['Python: Psycopg (version 3 for new code; Django supports it directly).']],
      ]),
    );
    const ask = (question: string) =>
      composeOver(drivers, question, { declineBelow: 0, closestBelow: 0 }, askedIn(question));
    expect(ask('which django version for new code?').outcome).toBe('closest');
    expect(ask('which psycopg version for new code in django?').outcome).toBe('answer');
  });

  it('read a port, an address or a percentage only where the sentence writes one', () => {
    const [port, address, percent] = (['port', 'address', 'percent'] as const).map((kind) => new Set<Ask>([kind]));
    expect(givesValue('The relay listens on port 587.', port)).toBe(true);
    expect(givesValue('Connect to relay.example.nl:587 with STARTTLS.', port)).toBe(true);
    expect(givesValue('Transform between RD (EPSG:28992) and WGS84.', port)).toBe(false);
    expect(givesValue('Tiles come from https://t1.data.amsterdam.nl/topo_rd/.', address)).toBe(true);
    expect(givesValue('Mail github@amsterdam.nl for access.', address)).toBe(false);
    expect(givesValue('Node.js runs the build.', address)).toBe(false);
    // A template, an example domain or a dotted setting name is no one's address.
    expect(givesValue('Version 1 tokens come from https://sts.windows.net/<tenant-id>/.', address)).toBe(false);
    expect(givesValue('The issuer is https://auth.example.org/realms/example.', address)).toBe(false);
    expect(givesValue('Set the client attribute access.token.header.type.rfc9068.', address)).toBe(false);
    expect(givesValue('The realm is at https://auth.amsterdam.nl/realms/city.', address)).toBe(true);
    expect(givesValue('Backends MUST reach at least 80 % coverage.', percent)).toBe(true);
    expect(givesValue('Set sensible log levels and sampling.', percent)).toBe(false);
  });

  it('read a moment only where the sentence writes a year, a month or a day', () => {
    const date = new Set<Ask>(['date']);
    expect(givesValue('WCAG 2.2 was published in October 2023.', date)).toBe(true);
    expect(givesValue('Deploys stop on Friday afternoon.', date)).toBe(true);
    expect(givesValue('Older repositories SHOULD add the missing items when the team next works on them.', date)).toBe(
      false,
    );
    // "may" is a word of rules before it is a month.
    expect(givesValue('Teams MAY add end-to-end tests.', date)).toBe(false);
  });

  it("get the closest sections for an identifier of the asker's own setup that no best sentence writes", () => {
    const sso = libraryOf(
      page('/docs/sso', 'SSO', [
        [
          'clients',
          'Register a client',
          ['Every app MUST sign users in with a Keycloak client, registered by the platform team.'],
        ],
      ]),
    );
    const ask = (question: string) =>
      composeOver(sso, question, { declineBelow: 0, closestBelow: 0 }, askedIn(question));
    expect(ask("what's the keycloak client id for our app?").outcome).toBe('closest');
    expect(ask('must our app sign users in with a keycloak client?').outcome).toBe('answer');
  });

  it("read the asker's own identifier only where the sentence writes an address, a number or an id", () => {
    const instance = new Set<Ask>(['instance']);
    expect(givesValue('Ask the platform team for a client in the realm.', instance)).toBe(false);
    expect(givesValue('Mail privacy@amsterdam.nl with questions.', instance)).toBe(true);
    expect(givesValue('Call the service desk on 020 123 4567.', instance)).toBe(true);
    expect(givesValue('Use the client c60e9922-f61f-4077-a7d6-2123b85b19cc.', instance)).toBe(true);
    expect(givesValue('The issuer is https://<your-host>/realms/<realm>.', instance)).toBe(false);
  });
});

describe('questions that offer a choice', () => {
  const git = libraryOf(
    page('/docs/git', 'Using Git', [
      [
        'flows',
        'Choose a flow',
        ['In trunk-based development, unfinished work is hidden behind feature flags and main is always deployable.'],
      ],
    ]),
    page('/docs/tokens', 'Access tokens', [
      ['errors', 'Answer with errors', ['A valid token without the role the endpoint needs gets status 403.']],
    ]),
  );
  const ask = (question: string) => composeOver(git, question, { declineBelow: 0, closestBelow: 0 }, askedIn(question));

  it.each([
    ['token is valid but lacks the role, 401 or 403?', ['401', '403']],
    ['k6 or jmeter, and what response times do we have to hit', ['k6', 'jmeter']],
    ['storing lat/lng in two float columns - fine or nah?', []],
    ['can i merge or not', []],
    ['which feature flag tool do we use', []],
  ])('%s', (question, choices) => {
    expect(askedIn(question).choices).toEqual(choices);
  });

  it('get the closest sections, not a confident answer, when the best sentences name neither option', () => {
    const flags = ask('which feature flag tool for trunk-based development, launchdarkly or unleash?');
    expect(flags.givesValue).toBe(false);
    expect(flags.outcome).toBe('closest');
    expect(flags.closest[0].section.url).toBe('/docs/git#flows');
    const status = ask('token is valid but lacks the role, 401 or 403?');
    expect(status.outcome).toBe('answer');
  });

  it('read a number offered only where a sentence gives it, not as the day of a date', () => {
    const logs = libraryOf(
      page('/docs/monitoring', 'Monitoring', [
        ['logs', 'Logs', ['Send the logs to Application Insights; the old SDK lost support on 30 September 2024.']],
      ]),
    );
    const question = 'how many days should we keep logs in application insights, 30 or 90?';
    expect(composeOver(logs, question, { declineBelow: 0, closestBelow: 0 }, askedIn(question)).outcome).toBe(
      'closest',
    );
    expect(givesNumber('Keep them for 30 days.', '30')).toBe(true);
    expect(givesNumber('Support ended on 30 September 2024, and on September 30 2025.', '30')).toBe(false);
    expect(givesNumber('Version 30.1 is out.', '30')).toBe(false);
  });
});

describe('questions that ask which tool to use', () => {
  const standards = libraryOf(
    page('/docs/git', 'Using Git', [
      ['flows', 'Choose a flow', ['In trunk-based development, unfinished work is hidden behind feature flags.']],
    ]),
    page('/docs/tokens', 'Access tokens', [
      ['python', 'Validate a token in Python', ['In Python, validate access tokens with PyJWT.']],
    ]),
  );
  const ask = (question: string) =>
    composeOver(standards, question, { declineBelow: 0, closestBelow: 0 }, askedIn(question));

  it('are answered with confidence only by a sentence that names one', () => {
    expect(ask('which feature flag tool do we use for trunk-based development?').outcome).toBe('closest');
    expect(ask('which python library do we use to validate access tokens?').outcome).toBe('answer');
  });

  it('read a name inside a sentence, not a capital that starts one', () => {
    expect(namesProduct('In Python, validate access tokens with PyJWT.')).toBe(true);
    expect(namesProduct('esbuild for fast bundling of small libraries.')).toBe(true);
    expect(namesProduct('Build applications with Vite.')).toBe(true);
    expect(namesProduct('Unfinished work is hidden behind feature flags.')).toBe(false);
    expect(namesProduct('Hide unfinished work. Feature flags do that.')).toBe(false);
  });
});

describe('questions that ask a difference', () => {
  const standards = libraryOf(
    page('/docs/intro', 'Collaborating on standards', [
      ['keywords', 'Writing with keywords', ['MUST is an obligation; SHOULD is a strong recommendation.']],
      ['process', 'The contribution process', ['Every change goes through a review process.']],
    ]),
    page('/docs/mail', 'Mail', [['pitfalls', 'Pitfalls', ['Do not send mail on the request thread.']]]),
  );
  const ask = (question: string) =>
    composeOver(standards, question, { declineBelow: 0, closestBelow: 0 }, askedIn(question));

  it.each([
    ["what's the difference between a process and a thread?", ['process', 'thread']],
    ['difference between MUST and SHOULD on these pages?', ['must', 'should']],
    ['wat is het verschil tussen MAY en SHOULD?', ['may', 'should']],
    ['whats the diff between let and const in js', ['let', 'const']],
    ['whats the diffrence between a required and a recommended standard', ['required', 'recommended']],
    ['what changed in the process?', undefined],
  ])('%s', (question, compared) => {
    expect(askedIn(question).compared).toEqual(compared);
  });

  it('quote first what each of the two is, where a sentence starts with it', () => {
    const statuses = libraryOf(
      page('/docs/intro', 'Collaborating on standards', [
        ['front-matter', 'Front matter', ['Every standard page requires a status.']],
        [
          'statuses',
          'What the statuses mean',
          ['Required: the rules apply to everyone in scope.', 'Recommended: guidance that teams follow.'],
        ],
      ]),
    );
    const question = 'difference between a required and a recommended standard?';
    const found = composeOver(statuses, question, { declineBelow: 0, closestBelow: 0 }, askedIn(question));
    expect(found.groups[0].section.url).toBe('/docs/intro#statuses');
  });

  it('are declined where no section writes of the two things together', () => {
    expect(ask("what's the difference between a process and a thread?").outcome).toBe('declined');
    expect(ask('difference between MUST and SHOULD on these pages?').outcome).toBe('answer');
  });
});

describe('a page that gives one rule for each stack', () => {
  const testing = libraryOf(
    page('/docs/testing', 'Testing', [
      [
        'coverage',
        'Enforce coverage in the pipeline',
        [
          'Let the test tool fail the build when coverage drops below the minimum.',
          'In the frontend, fail the pipeline with coverage thresholds in Vitest.',
          'In a Python backend, fail the pipeline with fail_under in coverage.py.',
        ],
      ],
    ]),
  );
  const quoted = (question: string) =>
    composeOver(testing, question, { declineBelow: 0, closestBelow: 0 }, askedIn(question)).groups.flatMap((g) =>
      g.units.map((u) => u.text),
    );

  it("quotes the asker's stack, not another's", () => {
    const python = quoted('how do i make the python pipeline fail when coverage drops?');
    expect(python).toContain('In a Python backend, fail the pipeline with fail_under in coverage.py.');
    expect(python).not.toContain('In the frontend, fail the pipeline with coverage thresholds in Vitest.');
  });
});

describe('questions that ask whether a thing exists', () => {
  const components = libraryOf(
    page('/docs/components', 'Shared components', [
      [
        'design-system',
        'Amsterdam Design System',
        [
          'Frontend teams MUST use the components of the Amsterdam Design System wherever it has one for their need.',
          'The Design System has a date picker component for choosing one day.',
        ],
      ],
    ]),
    page('/docs/deps', 'Dependencies', [
      ['tools', 'Tools', ['deps.dev shows the licence and known vulnerabilities of an npm package in one place.']],
    ]),
    // "site", a word of many pages, weighs little.
    page('/docs/site', 'This site', [
      [null, 'This site', ['The site is built with Docusaurus.']],
      ['search', 'Site search', ['The site search runs in the browser.']],
    ]),
  );
  const ask = (from: Library, question: string) =>
    composeOver(from, question, { declineBelow: 0, closestBelow: 0 }, askedIn(question));

  it.each([
    ['is there a figma library that matches the design system?', ['figma', 'library']],
    ['does the amsterdam design system have a date picker component?', ['date', 'picker', 'component']],
    ['Is there a naming convention for kubernetes namespaces?', ['naming', 'convention']],
    ['is er een site die vulns toont?', ['site']],
    ['do we have to move to playwright?', undefined],
    ['how do I add a date picker?', undefined],
  ])('%s', (question, thing) => {
    expect(askedIn(question).exists).toEqual(thing);
  });

  it('are answered with confidence only where a sentence names the thing', () => {
    expect(ask(components, 'does the amsterdam design system have a date picker component?').outcome).toBe('answer');
    const without = libraryOf(
      page('/docs/components', 'Shared components', [
        [
          'design-system',
          'Amsterdam Design System',
          ['Frontend teams MUST use the components of the Amsterdam Design System wherever it has one for their need.'],
        ],
      ]),
    );
    const { outcome, givesValue } = ask(without, 'does the amsterdam design system have a date picker component?');
    expect(givesValue).toBe(false);
    expect(outcome).toBe('closest');
  });

  it.each([
    ['is there a list of approved npm packages somewhere?', ['approved', 'npm', 'packages', 'somewhere']],
    ['Is there a naming convention for kubernetes namespaces?', ['kubernetes', 'namespaces']],
    ['is there a figma library that matches the design system?', undefined],
  ])('read what the thing is of: %s', (question, of) => {
    expect(askedIn(question).existsOf).toEqual(of);
  });

  it('are answered by the sentence that names the thing with what it is of, over one that shares its words', () => {
    const packages = libraryOf(
      page('/docs/checklist', 'Third-party dependencies', [
        [
          'scripts',
          'Approve the install scripts of packages',
          ['List the waiting install scripts with npm, and approve only packages whose scripts you have read.'],
        ],
      ]),
      page('/docs/frontend', 'Frontend dependencies', [
        [
          'tools',
          'Build tools',
          ['The City does not keep a list of approved npm packages; it would soon be out of date.'],
        ],
      ]),
    );
    const { groups } = ask(packages, 'is there a list of approved npm packages?');
    expect(groups[0].section.url).toBe('/docs/frontend#tools');
  });

  it('need not name a thing the question names in passing: "a site that shows…" is answered by naming one', () => {
    expect(
      ask(components, 'is there a site that shows licence, vulnerabilities of an npm package in one place?').outcome,
    ).toBe('answer');
  });
});

describe('questions about a thing that is not there', () => {
  it.each([
    ["and when there's no token at all?", ['token']],
    ['what if our app is a pure SPA without a backend?', ['backend']],
    ['request comes in without an Authorization header', ['authorization']],
    ['if the config file is missing at startup, fall back?', ['file']],
    ['we hebben geen ervaring met e2e tests', ['ervaring']],
    ['is there no more than one reviewer needed?', []],
    ['how do I validate a token?', []],
  ])('%s', (question, absent) => {
    expect(askedIn(question).absent ?? []).toEqual(absent);
  });

  it('are answered by the sentence that says the thing is not there, over one that only names it', () => {
    const tokens = libraryOf(
      page('/docs/tokens', 'Handling access tokens', [
        [
          'errors',
          'Answer with the standard errors',
          ['When a token fails any check, respond with status 401 and the error code invalid_token for that token.'],
        ],
      ]),
      page('/docs/testing', 'Testing', [
        [
          'tests',
          'Test every endpoint',
          ['Cover each endpoint in the automated test suite, including a request that carries no token at all.'],
        ],
      ]),
    );
    const question = "and when there's no token at all?";
    const { groups } = composeOver(tokens, question, { declineBelow: 0, closestBelow: 0 }, askedIn(question));
    expect(groups[0].section.url).toBe('/docs/testing#tests');
  });
});

describe('a block whose label names the case asked', () => {
  const leaks = libraryOf(
    page('/docs/storing', 'Storing source code', [
      [
        'committed-anyway',
        'If something sensitive was committed anyway',
        [
          'Secrets: revoke or rotate them at once, then remove them from the history.',
          'Personal data: report it as a data breach the same day, then remove it from the history.',
        ],
      ],
    ]),
    page('/docs/git', 'Using Git', [
      ['pitfalls', 'Pitfalls', ['Never commit personal data to a repository: it stays in its history.']],
    ]),
  );
  const followUp = (question: string, previous: string) =>
    compose(
      leaks,
      questionTerms(leaks, question, previous),
      retrieved(leaks, `${question} ${previous}`),
      { declineBelow: 0, closestBelow: 0 },
      askedIn(question),
    );

  it('is quoted for that case, without the items of other cases: "and if it was personal data?"', () => {
    const { groups } = followUp('and if it was personal data?', 'an API key leaked in a commit, what do I do?');
    expect(groups.flatMap((g) => g.units.map((u) => u.text))).toEqual([
      'Personal data: report it as a data breach the same day, then remove it from the history.',
    ]);
  });
});

describe('a paragraph followed by a list of the cases it covers', () => {
  const markdown = (items: string[]) =>
    [
      '# Storing source code',
      '## If something sensitive was committed anyway',
      'Treat anything that reached GitHub as public, even if you delete it a minute later.',
      items.map((item) => `- ${item}`).join('\n'),
    ].join('\n\n') + '\n';
  const plain = (item: string) => item.replace(/\*\*/g, '');
  const standards = async (items: string[]) =>
    Library.fromIndex(
      SearchIndex.fromPages([
        page('/docs/storing', 'Storing source code', [
          [
            'committed-anyway',
            'If something sensitive was committed anyway',
            [
              'Treat anything that reached GitHub as public, even if you delete it a minute later.',
              ...items.map(plain),
            ],
          ],
        ]),
      ]),
      await QuoteForms.fromMarkdown(new Map([['docs/storing.md', markdown(items)]])),
    );
  const quoted = async (items: string[], question: string) =>
    composeOver(await standards(items), question, { declineBelow: 0, closestBelow: 0 }).groups.flatMap((g) =>
      g.units.map((u) => u.text),
    );
  const cases = [
    '**A secret or credential:** revoke or rotate it immediately.',
    '**Personal data:** report it as a data breach the same day.',
  ];

  it('is quoted with the case the question names, in its own words or a related one', async () => {
    const question = 'oops, pushed a db password to github and deleted it a minute later, am I fine?';
    expect(await quoted(cases, question)).toEqual([
      'Treat anything that reached GitHub as public, even if you delete it a minute later.',
      'A secret or credential: revoke or rotate it immediately.',
    ]);
  });

  it('is quoted alone where the question names none of the cases', async () => {
    expect(await quoted(cases, 'is a github repo public once you delete it a minute later?')).toEqual([
      'Treat anything that reached GitHub as public, even if you delete it a minute later.',
    ]);
  });

  it('is quoted alone before a longer list, which sets out points, not cases', async () => {
    const points = [...cases, '**Tokens:** revoke them.', '**Keys:** rotate them.', '**Certificates:** replace them.'];
    expect(await quoted(points, 'pushed a password to github and deleted it a minute later, am I fine?')).toEqual([
      'Treat anything that reached GitHub as public, even if you delete it a minute later.',
    ]);
  });
});

describe('two sentences of a paragraph with one between them', () => {
  const mail = libraryOf(
    page('/docs/mail', 'Mail', [
      [
        'background',
        'Send in the background',
        [
          'Applications should never send their mail from inside the request handler itself. A slow relay makes the whole application slow. Send mail from a queue instead, never from the request handler.',
        ],
      ],
    ]),
  );

  it('are quoted with the sentence between them, as the page wrote them', () => {
    const { groups } = composeOver(mail, 'should i send mail in the request handler?', {
      declineBelow: 0,
      closestBelow: 0,
    });
    expect(groups[0].units.map((u) => u.text)).toEqual([
      'Applications should never send their mail from inside the request handler itself.',
      'A slow relay makes the whole application slow.',
      'Send mail from a queue instead, never from the request handler.',
    ]);
  });
});

describe('a block that opens with a label in bold', () => {
  const item =
    'Which applications: every application that teams build and run, its backend services and the server side of its frontend, MUST send telemetry. Telemetry from the browser is not required.';
  const standards = async () =>
    Library.fromIndex(
      SearchIndex.fromPages([
        page('/docs/monitoring', 'Monitoring', [
          [null, 'Monitoring', ['Teams watch their applications in production.']],
          ['who', 'Who it applies to', [item]],
        ]),
      ]),
      await QuoteForms.fromMarkdown(
        new Map([
          [
            'docs/monitoring.md',
            `# Monitoring\n\nTeams watch their applications in production.\n\n## Who it applies to\n\n- **Which applications:** ${item.slice('Which applications: '.length)}\n`,
          ],
        ]),
      ),
    );

  it('is quoted whole: the label says what the sentences after it are about', async () => {
    const question = 'must the backend services and the server side of our frontend send telemetry?';
    const { groups } = composeOver(await standards(), question, { declineBelow: 0, closestBelow: 0 });
    expect(groups[0].units.map((u) => u.text)).toEqual([
      'Which applications: every application that teams build and run, its backend services and the server side of its frontend, MUST send telemetry.',
      'Telemetry from the browser is not required.',
    ]);
  });
});

describe('two sentences of a section that each introduce an example', () => {
  const lead = 'For Node.js, install the distro and configure it in a module of its own:';
  // Both sentences meet the question's words, so both would be quoted.
  const esm = 'In an application written as ES modules, register the package loader first:';
  const markdown = [
    '# Monitoring',
    '## Instrument',
    lead,
    '```ts\nuseAzureMonitor({});\n```',
    esm,
    '```bash\nnode --import @azure/monitor-opentelemetry/loader dist/server.js\n```',
  ].join('\n\n');
  const standards = async () =>
    Library.fromIndex(
      SearchIndex.fromPages([page('/docs/monitoring', 'Monitoring', [['instrument', 'Instrument', [lead, esm]]])]),
      await QuoteForms.fromMarkdown(new Map([['docs/monitoring.md', `${markdown}\n`]])),
    );

  it('quote only the one that answers best, with its example: the other, without its own, would read as cut off', async () => {
    // Both sentences meet the question's words alike.
    const question = 'node.js ES modules: configure the distro module, register the package loader?';
    const [group] = composeOver(await standards(), question, { declineBelow: 0, closestBelow: 0 }).groups;
    const quoted = group.units.map((u) => u.text);
    expect(quoted).toHaveLength(1);
    expect(group.code?.text).toContain(quoted[0] === esm ? 'monitor-opentelemetry/loader' : 'useAzureMonitor');
  });
});

describe('a page the question names by its title', () => {
  const standards = libraryOf(
    page('/docs/secure-coding', 'Secure coding', [
      [null, 'Secure coding', ['Write code that resists attacks.']],
      ['who', 'Who it applies to', ['All City repositories, not only new ones.']],
    ]),
    page('/docs/languages', 'Languages and frameworks', [
      [null, 'Languages and frameworks', ['The languages the City builds in.']],
      [
        'who',
        'Who it applies to',
        ['The TypeScript rule applies to new repos; existing repos SHOULD be migrated to keep their code secure.'],
      ],
    ]),
  );

  it('answers from that page: "does secure coding apply to our existing repos too, or only new ones?"', () => {
    const question = 'does secure coding apply to our existing repos too, or only new ones?';
    const { groups } = composeOver(standards, question, { declineBelow: 0, closestBelow: 0 });
    expect(groups[0].section.url).toBe('/docs/secure-coding#who');
  });
});

describe('a table row among the closest sections', () => {
  const git = libraryOf(
    page('/docs/git', 'Using Git', [
      [
        'flows',
        'Choose a flow',
        [
          'Flow | Default branch | Fits when',
          'Trunk-based development | main | Unfinished work is hidden behind feature flags.',
          'Develop-based | develop | Releases are planned.',
        ],
      ],
    ]),
  );

  it('is quoted as a table under its header, its citation below it, every cell verbatim', () => {
    const composition = composeOver(git, 'feature flags for trunk-based development', {
      declineBelow: 0,
      closestBelow: 10,
    });
    const [, items] = renderClosest(composition);
    expect(items).toBe(
      [
        '- | Flow | Default branch | Fits when |',
        '  | --- | --- | --- |',
        '  | Trunk-based development | main | Unfinished work is hidden behind feature flags. |',
        '',
        '  [1](/docs/git#flows)',
      ].join('\n'),
    );
    const passages = quotedPassages(`${CLOSEST_SENTENCE}\n\n${items}`);
    expect(passages.map((p) => p.text)).toEqual([
      'Flow | Default branch | Fits when',
      'Trunk-based development | main | Unfinished work is hidden behind feature flags.',
    ]);
    for (const { text } of passages) expect(git.section('/docs/git#flows')?.blocks).toContain(text);
  });
});

describe('the closest sections, and the other close pages', () => {
  const api = libraryOf(
    page('/docs/tokens', 'Handling access tokens', [
      [
        'validate',
        'Validate every token',
        ['Every public API endpoint MUST validate the access token of each request.'],
      ],
      [
        'errors',
        'Answer with errors',
        ['A public API endpoint answers a request without a valid token with status 401.'],
      ],
      ['test', 'Test every endpoint', ['Test each public API endpoint with an expired token.']],
    ]),
    page('/docs/secure-coding', 'Secure coding', [
      [null, 'Secure coding', ['Security is part of the design.']],
      ['design', 'Secure by design', ['Treat every client as untrusted.']],
    ]),
    page('/docs/monitoring', 'Monitoring', [
      [null, 'Monitoring', ['Applications send their telemetry to one place.']],
      ['alerts', 'Alerts', ['Alert on the error rate of each service.']],
    ]),
  );
  const closestOnly = { declineBelow: 0, closestBelow: 10 };

  it('names the pages the search found that the sections do not show, up to as many pages as a decline names', () => {
    const composition = composeOver(api, 'what rate limit should a public api endpoint have per client?', closestOnly);
    const shown = new Set(composition.closest.map((c) => c.section.pageUrl));
    expect([...shown]).toEqual(['/docs/tokens']);
    const pieces = renderClosest(composition);
    expect(pieces).toHaveLength(3);
    expect(pieces[2]).toBe(`${OTHER_PAGES_LEAD} [Secure coding](/docs/secure-coding), [Monitoring](/docs/monitoring).`);
    // They are links to read on, not sources: the part of the answer that cites leaves them out.
    const text = pieces.join('\n\n');
    expect(quotingPart(text)).toBe(pieces.slice(0, 2).join('\n\n') + '\n');
    expect(quotedPassages(text).map((p) => p.url)).toEqual(composition.closest.map((c) => c.section.url));
  });

  it('names none when the sections already come from every page found', () => {
    const composition = composeOver(api, 'public api endpoint token', closestOnly);
    const pages = new Set(composition.closestPages.map((p) => p.pageUrl));
    expect(new Set(composition.closest.map((c) => c.section.pageUrl)).size).toBe(1);
    expect(pages.size).toBe(1);
    expect(renderClosest(composition)).toHaveLength(2);
  });
});

describe("a developer's words for the words a page uses", () => {
  const reviews = libraryOf(
    page('/docs/code-review', 'Code review', [
      ['respond', 'Respond to requests', ['Respond promptly: start a requested review within one working day.']],
    ]),
    page('/docs/git', 'Using Git', [['messages', 'Commit messages', ['Write the title in the imperative mood.']]]),
  );

  it('meet the sentence that says the same in other words ("fast": "promptly")', () => {
    const { outcome, groups } = composeOver(reviews, 'how fast should I start a review?');
    expect(outcome).toBe('answer');
    expect(groups[0].section.url).toBe('/docs/code-review#respond');
  });
});

describe('the words of a question gathered on one page', () => {
  const standards = (second: string) =>
    libraryOf(
      page('/docs/containers', 'Containers', [
        ['images', 'Images', ['Rebuild every image weekly from its pinned base.']],
        ...(second === '/docs/containers'
          ? [['ports', 'Ports', ['A container listens on an unprivileged port.']]]
          : []),
      ] as Array<[string, string, string[]]>),
      page('/docs/mail', 'Mail', [
        ['relay', 'Relay', ['Mail leaves through the relay.']],
        ...(second === '/docs/mail' ? [['ports', 'Ports', ['A container listens on an unprivileged port.']]] : []),
      ] as Array<[string, string, string[]]>),
    );
  const question = 'rebuild image weekly, unprivileged port?';

  it('make the standards likelier to cover it than the same words scattered over pages', () => {
    const together = composeOver(standards('/docs/containers'), question);
    const apart = composeOver(standards('/docs/mail'), question);
    expect(together.relevance - apart.relevance).toBeGreaterThan(0.02);
  });
});

describe('words the stemmer joins', () => {
  const standards = (sentence: string) =>
    libraryOf(
      page('/docs/privacy', 'Privacy', [[null, 'Privacy', [sentence]]]),
      page('/docs/code-review', 'Code review', [[null, 'Code review', ['No change is merged without a review.']]]),
    );
  const ask = (sentence: string, question: string) => composeOver(standards(sentence), question);

  it('count a question word met only as another word of its stem for less in the relevance', () => {
    const question = 'When does the data office open?';
    const officer = ask('Tell the data officer the same day, and open a ticket.', question);
    const office = ask('Tell the data office the same day, and open a ticket.', question);
    expect(officer.relevance).toBeLessThan(office.relevance);
    // A noun and the adjective of its subject stay one word.
    expect(ask('Keep the data secure.', 'Is data security required?').relevance).toBe(
      ask('Keep the data security.', 'Is data security required?').relevance,
    );
  });
});

describe('related words', () => {
  it('meets "around" in "available" and "relational" in "database"', () => {
    const around = retrieved(library, 'colleague around to approve').map((s) => s.url);
    expect(around[0]).toBe('/docs/code-review#when-nobody-can-review');
    const store = retrieved(library, 'which relational engine').map((s) => s.url);
    expect(store[0]).toBe('/docs/database');
  });
});

describe('the order of the answer', () => {
  it("quotes the sections of one page in the page's own order, so a rule comes before its caveats", () => {
    const tokens = libraryOf(
      page('/docs/tokens', 'Tokens', [
        [null, 'Tokens', ['Every API MUST validate every access token before it reads a claim.']],
        ['other', 'Logging', ['Log the request id with every error.']],
        [
          'keycloak',
          'Make Keycloak send the access token type',
          ['Keycloak marks its access tokens as plain JWTs, which the validators reject.'],
        ],
      ]),
    );
    const question = 'how do I validate an access token';
    const { groups, declined } = composeOver(tokens, question);
    expect(declined).toBe(false);
    expect(groups.map((g) => g.section.url)).toEqual(['/docs/tokens', '/docs/tokens#keycloak']);
  });
});

describe('choosing the sentence that answers', () => {
  const sure = { declineBelow: 0, closestBelow: 0 };
  const docker = libraryOf(
    page('/docs/docker', 'Docker', [
      [
        'rules',
        'What the standard is',
        [
          'Base images MUST be pinned to an explicit version tag in each FROM line. The latest tag MUST NOT be used.',
          'An earlier version of this page used the latest tag in an example Dockerfile.',
        ],
      ],
      ['rebuild', 'Rebuilding images', ['Rebuild images regularly to pick up security fixes from the base images.']],
      ['schedule', 'Schedule', ['Rebuild the images at least monthly.']],
    ]),
  );
  const quoted = (question: string, asks = asksFor(question)) => {
    const { groups } = composeOver(docker, question, sure, { ...NOTHING_ASKED, kinds: asks });
    return groups.flatMap((g) => g.units.map((u) => u.text));
  };

  it("reads a sentence with its own paragraph: 'The latest tag MUST NOT be used.' is about base images", () => {
    expect(quoted('can a base image use the latest tag?', new Set())[0]).toBe(
      'Base images MUST be pinned to an explicit version tag in each FROM line.',
    );
    expect(quoted('can a base image use the latest tag?', new Set())).toContain('The latest tag MUST NOT be used.');
  });

  it('reads "how big" as asking a size, which a page may give as small: "Keep pull requests small"', () => {
    const review = libraryOf(
      page('/docs/review', 'Code review', [
        ['author', 'As the author', ['Keep pull requests small and focused on one change.']],
        ['pitfalls', 'Pitfalls', ['Slow reviews lead to large pull requests and merge conflicts.']],
      ]),
    );
    const first = (question: string) => composeOver(review, question, sure).groups[0].units[0].text;
    expect(first('how big should a PR be?')).toBe('Keep pull requests small and focused on one change.');
    expect(first('hoe groot mag een PR zijn?')).toBe('Keep pull requests small and focused on one change.');
  });

  it("quotes the case asked about after its section's opening sentence, though it scores lower", () => {
    const testing = libraryOf(
      page('/docs/testing', 'Testing', [
        [
          'enforce-coverage',
          'Enforce coverage in the pipeline',
          [
            'Let the test tool fail the build when coverage drops below the minimum.',
            'In the frontend, with Vitest, set the thresholds.',
            'In a Python backend, with coverage.py, set fail_under.',
          ],
        ],
        ['rules', 'What the standard is', ['New backend projects MUST reach at least 80 % code coverage.']],
      ]),
    );
    const quotedUnits = composeOver(
      testing,
      'how do I make the python build fail when coverage drops under the minimum?',
      sure,
    ).groups.flatMap((g) => g.units.map((u) => u.text));
    expect(quotedUnits[0]).toBe('Let the test tool fail the build when coverage drops below the minimum.');
    expect(quotedUnits).toContain('In a Python backend, with coverage.py, set fail_under.');
  });

  it("weighs a page's opening, which sums up the page, a little less than a section saying as much", () => {
    const frontend = libraryOf(
      page('/docs/frontend', 'Frontend', [
        [null, 'Frontend', ['Frontends load fonts from a CDN.']],
        ['more', 'More', ['Teams load fonts from a CDN.']],
      ]),
    );
    // The closest sections come best first.
    const order = composeOver(frontend, 'can we load fonts from a cdn?', {
      declineBelow: 0,
      closestBelow: 9,
    }).closest.map((c) => c.section.url);
    expect(order).toEqual(['/docs/frontend#more', '/docs/frontend']);
  });

  it('prefers the sentence of the kind asked for: a period for "how often"', () => {
    expect(asksFor('how often do we rebuild images?')).toEqual(new Set(['period']));
    // The closest sections come best first.
    const first = (asks: Set<Ask>) =>
      composeOver(
        docker,
        'how often do we rebuild images?',
        { declineBelow: 0, closestBelow: 9 },
        { ...NOTHING_ASKED, kinds: asks },
      ).closest[0].section.url;
    expect(first(asksFor('how often do we rebuild images?'))).toBe('/docs/docker#schedule');
    expect(first(new Set())).toBe('/docs/docker#rebuild');
  });
});

describe('the kinds of sentence a question asks for', () => {
  it.each([
    ['How long do we keep logs?', ['period']],
    ['hoe lang bewaren we logs', ['period']],
    ['which status code for an expired token', ['status']],
    ['where does the codeowners file go', ['place']],
    ['may I use the latest tag?', ['rule']],
    ['how do we get that approved', ['rule']],
    ['has anyone gotten approval to use kotlin', ['rule']],
    ['who approves that?', ['rule']],
    ['mogen we sendgrid gebruiken voor onze mails?', ['rule']],
    ['moeten we elke maand nieuwe images bouwen', ['rule']],
    // The question after the context that leads up to it.
    ['the package we want is GPL-3.0 licensed. can we use it?', ['rule']],
    ['our tokens have typ JWT, not at+jwt. do we have to reject them?', ['rule']],
    ['we set up a new client. is there anyone who can help?', []],
    ['why not just 2.2?', ['reason']],
    ['which driver for python', ['name']],
    ['what version of node', ['number']],
    ['when should a component be shared with other teams?', ['period', 'condition']],
    ['when will the new law apply?', ['period', 'date']],
    ['Tell me about the review cycle', []],
  ])('%s', (question, kinds) => {
    expect([...asksFor(question)]).toEqual(kinds);
  });

  it('knows a sentence of each kind', () => {
    const cases: Array<[Ask, string, string]> = [
      ['period', 'Reviews start within one working day.', 'Reviews start soon.'],
      ['status', 'Answer with status 401 and a WWW-Authenticate header.', 'Answer with an error.'],
      ['place', 'Put it in .github/CODEOWNERS.', 'Put it in the repository.'],
      ['rule', 'Images MUST be pinned.', 'Images are usually pinned.'],
      ['reason', 'Pin it, because tags move.', 'Pin it.'],
      ['name', 'Use Psycopg for Python.', 'use a driver for it.'],
      ['number', 'Use Node.js 24.', 'Use a current Node.js.'],
      ['condition', 'Share a component when at least two applications need it.', 'Share components.'],
    ];
    for (const [kind, yes, no] of cases) {
      expect(answersKind(yes, new Set([kind])), yes).toBe(true);
      expect(answersKind(no, new Set([kind])), no).toBe(false);
    }
  });
});

describe('ranking sections for a question', () => {
  it("counts the section's page as one document too: a question's words are often spread over the page that answers it", () => {
    const spread = libraryOf(
      page('/docs/mail', 'Notifications', [
        [null, 'Notifications', ['Applications send their messages through the relay of the City.']],
        ['timeouts', 'Send in the background', ['Set a timeout of ten seconds and retry from a queue.']],
      ]),
      page('/docs/http', 'Calling other services', [
        [null, 'Calling other services', ['Every outgoing request has a timeout.']],
        ['retries', 'Retries', ['Retry a failed request at most three times.']],
      ]),
    );
    const hits = new Retriever(spread).search('relay timeout').hits.map((h) => h.url);
    // The section on timeouts holds only one of the words, but on the page about the relay: it comes before the one elsewhere.
    expect(hits.indexOf('/docs/mail#timeouts')).toBeLessThan(hits.indexOf('/docs/http'));
  });

  it('finds a section by a word only its code example holds', async () => {
    const pages = [
      page('/docs/documentation', 'Documentation', [
        [null, 'Documentation', ['Keep the documentation in the repository.']],
        ['layout', 'Organise the documentation', ['A layout that works for most projects:']],
      ]),
      page('/docs/decisions', 'Decisions', [[null, 'Decisions', ['Record a decision in an ADR.']]]),
    ];
    const forms = await QuoteForms.fromMarkdown(
      new Map([
        [
          'docs/documentation.md',
          '# Documentation\n\nKeep the documentation in the repository.\n\n## Organise the documentation\n\nA layout that works for most projects:\n\n```text\ndocs/\n  adr/\n    0001-use-postgresql.md\n```\n',
        ],
      ]),
    );
    const hits = (standards: Library) =>
      new Retriever(standards).search('which folder do adr files go in').hits.map((h) => h.url);
    expect(hits(Library.fromIndex(SearchIndex.fromPages(pages), forms))).toContain('/docs/documentation#layout');
    expect(hits(libraryOf(...pages))).not.toContain('/docs/documentation#layout');
  });
});

describe('the closest sections', () => {
  const middling = { declineBelow: 0, closestBelow: Number.POSITIVE_INFINITY };
  const mail = libraryOf(
    page('/docs/mail', 'Mail', [
      [
        'relay',
        'Send mail through the relay',
        [
          'Applications send mail through the secure mail relay.',
          'The relay accepts connections only from registered applications.',
          'Send mail from a background job, not while the visitor waits.',
          'Ask the platform team for a relay account.',
        ],
      ],
    ]),
  );
  const closest = (question: string) => {
    return composeOver(mail, question, middling).closest;
  };

  it("show a section's second-best sentence with its best, in the page's order, when it comes close", () => {
    const [first] = closest('send mail from the application in a background job through the relay');
    expect(first.units.map((u) => u.text)).toEqual([
      'Applications send mail through the secure mail relay.',
      'Send mail from a background job, not while the visitor waits.',
    ]);
  });

  it("show a section's second-best sentence when it scores at least half its best", () => {
    const [first] = closest('send mail while the visitor waits');
    expect(first.units.map((u) => u.text)).toEqual([
      'Applications send mail through the secure mail relay.',
      'Send mail from a background job, not while the visitor waits.',
    ]);
  });

  it('show a second sentence only where it starts as one, not as the rest of a lead-in', () => {
    const lists = libraryOf(
      page('/docs/dependencies', 'Dependencies', [
        [
          'scope',
          'Who it applies to',
          [
            'What: any package that no City project has used before.',
            'through a package manager, such as npm for Node.js;',
            'by copying library code into the repository.',
          ],
        ],
      ]),
    );
    const question = 'check a new package from a package manager no City project used before';
    const [first] = composeOver(lists, question, middling).closest;
    expect(first.units.map((u) => u.text)).toEqual(['What: any package that no City project has used before.']);
  });

  it('show one sentence where the next best says much less', () => {
    const [first] = closest('ask for a relay account');
    expect(first.units.map((u) => u.text)).toEqual(['Ask the platform team for a relay account.']);
  });
});

describe('a list item that reads as the rest of its lead-in', () => {
  const markdown = [
    '# Standards',
    '',
    'Each standard is one Markdown page that:',
    '',
    '- states its status in front matter;',
    '- is reviewed roughly every nine months, so that it does not go stale.',
    '',
    '## Who it applies to',
    '',
    '- **What:** any package no City project has used before. It does not matter how it enters the project:',
    '  - through a package manager such as npm;',
    '  - by copying library code into the repository.',
    '- **From when:** this version applies now.',
    '',
  ].join('\n');
  const pages = [
    page('/docs/standards', 'Standards', [
      [
        null,
        'Standards',
        [
          'Each standard is one Markdown page that:',
          'states its status in front matter;',
          'is reviewed roughly every nine months, so that it does not go stale.',
        ],
      ],
      [
        'scope',
        'Who it applies to',
        [
          'What: any package no City project has used before. It does not matter how it enters the project:',
          'through a package manager such as npm;',
          'by copying library code into the repository.',
          'From when: this version applies now.',
        ],
      ],
    ]),
  ];
  const standards = async () =>
    Library.fromIndex(
      SearchIndex.fromPages(pages),
      await QuoteForms.fromMarkdown(new Map([['docs/standards.md', markdown]])),
    );
  const texts = (group: { section: { blocks: string[] }; units: Array<{ text: string }>; list: number[] }) => [
    ...group.units.map((u) => u.text),
    ...group.list.map((b) => group.section.blocks[b]),
  ];
  /** The sentences and list items of the first group a confident answer quotes. */
  const answered = async (question: string) =>
    texts(composeOver(await standards(), question, { declineBelow: 0, closestBelow: 0 }).groups[0]);

  it('is quoted with the lead-in, which brings its list, in an answer', async () => {
    expect(await answered('how often is a standard reviewed, every nine months?')).toEqual([
      'Each standard is one Markdown page that:',
      'states its status in front matter;',
      'is reviewed roughly every nine months, so that it does not go stale.',
    ]);
  });

  it('is shown as the lead-in with its list among the closest sections', async () => {
    const library = await standards();
    const { closest } = composeOver(library, 'reviewed every nine months', {
      declineBelow: 0,
      closestBelow: Number.POSITIVE_INFINITY,
    });
    expect(closest[0].units.map((u) => u.text)).toEqual(['Each standard is one Markdown page that:']);
    expect(closest[0].list).toHaveLength(2);
  });

  it('ends a nested list at the next item of the list around it', async () => {
    expect(await answered('copying library code into the repository')).toEqual([
      'It does not matter how it enters the project:',
      'through a package manager such as npm;',
      'by copying library code into the repository.',
    ]);
  });
});

describe('a note sentence that refers back', () => {
  const note =
    'This version replaces the sample token of an earlier version with a new, purely illustrative one. It adds validation examples for jose and PyJWT.';
  /** What compose makes of a question over a page whose only text is a "Guidance updated" note. */
  const overNote = async (thresholds: Thresholds) => {
    const pages = [page('/docs/tokens', 'Tokens', [[null, 'Tokens', [note]]])];
    const forms = await QuoteForms.fromMarkdown(
      new Map([['docs/tokens.md', `# Tokens\n\n> **Note: Guidance updated**\n>\n> ${note}\n`]]),
    );
    return composeOver(
      Library.fromIndex(SearchIndex.fromPages(pages), forms),
      'validation examples for jose and pyjwt',
      thresholds,
    );
  };

  it('is quoted alone: a note says what changed, and more of it says more of that', async () => {
    const { groups } = await overNote({ declineBelow: 0, closestBelow: 0 });
    expect(groups[0].units.map((u) => u.text)).toEqual(['It adds validation examples for jose and PyJWT.']);
  });

  it('is shown alone among the closest sections too', async () => {
    const { closest } = await overNote({ declineBelow: 0, closestBelow: Number.POSITIVE_INFINITY });
    expect(closest[0].units.map((u) => u.text)).toEqual(['It adds validation examples for jose and PyJWT.']);
  });
});

describe('a paragraph that opens with a label', () => {
  it('is quoted whole, also where the label runs into the sentence after it', () => {
    const git = libraryOf(
      page('/docs/git', 'Using Git', [
        [
          'considerations',
          'Considerations',
          [
            'Merge strategy. Squash merging keeps the history of the target branch compact; merge commits keep every individual commit. Either is fine, as long as the team agrees and the resulting history is readable.',
          ],
        ],
      ]),
    );
    const { groups } = composeOver(git, 'squash merging or merge commits?', { declineBelow: 0, closestBelow: 0 });
    expect(groups[0].units.map((u) => u.text).join(' ')).toContain('Either is fine, as long as the team agrees');
  });

  it('is shown whole among the closest sections too: the label says what, the sentences after it why', () => {
    const mail = libraryOf(
      page('/docs/mail', 'Secure mail relay', [
        [
          'pitfalls',
          'Pitfalls',
          [
            'Sending on the request thread. A slow relay then makes your whole application slow. A failure loses the message.',
          ],
        ],
      ]),
    );
    const { outcome, closest } = composeOver(mail, 'may I send mail on the request thread?', {
      declineBelow: 0,
      closestBelow: 10,
    });
    expect(outcome).toBe('closest');
    expect(closest[0].units.map((u) => u.text)).toEqual([
      'Sending on the request thread.',
      'A slow relay then makes your whole application slow.',
      'A failure loses the message.',
    ]);
  });
});

describe('a sentence that refers back', () => {
  const readme = libraryOf(
    page('/docs/readme', 'README files', [
      [
        'test',
        'Check with a newcomer',
        [
          'Ask a teammate who has not worked on the project to follow the README on a clean machine. Every question they ask is a gap in the instructions.',
          'Keep the README short.',
        ],
      ],
    ]),
  );

  it('is quoted with the sentence before it, which says who or what it means', () => {
    const { groups } = composeOver(readme, 'what counts as a gap in the instructions', {
      declineBelow: 0,
      closestBelow: 0,
    });
    expect(groups[0].units.map((u) => u.text)).toEqual([
      'Ask a teammate who has not worked on the project to follow the README on a clean machine.',
      'Every question they ask is a gap in the instructions.',
    ]);
    const { closest } = composeOver(readme, 'what counts as a gap in the instructions', {
      declineBelow: 0,
      closestBelow: Number.POSITIVE_INFINITY,
    });
    expect(closest[0].units.map((u) => u.text)).toEqual([
      'Ask a teammate who has not worked on the project to follow the README on a clean machine.',
      'Every question they ask is a gap in the instructions.',
    ]);
  });
});

describe('a sentence from another page than the best', () => {
  it('is quoted too when it scores nearly as well: the other page often holds the rule asked about', () => {
    const pages = libraryOf(
      page('/docs/storing', 'Storing source code', [
        [
          'create',
          'Create the repository',
          ['Terraform templates are kept in a private repository; add a licence file to it.'],
        ],
      ]),
      page('/docs/documentation', 'Project documentation', [
        ['licence', 'Licence', ['Private Terraform repositories MAY leave the licence out.']],
      ]),
      page('/docs/readme', 'README files', [['root', 'Where it goes', ['Keep the README file in the root.']]]),
    );
    const { groups } = composeOver(pages, 'does a private terraform repository need a licence file?', {
      declineBelow: 0,
      closestBelow: 0,
    });
    expect(groups.map((g) => g.section.url)).toEqual(['/docs/storing#create', '/docs/documentation#licence']);
  });

  it("is quoted where that page's description, not its headings, says the page is about the question", async () => {
    const pages = [
      page('/docs/storing', 'Storing source code', [
        [
          'create',
          'Create the repository',
          ['Terraform templates are kept in a private repository; add a licence file to it.'],
        ],
      ]),
      page('/docs/documentation', 'Project documentation', [
        ['rule', 'What the standard is', ['Private Terraform repositories MAY leave the licence out.']],
      ]),
    ];
    const described = await QuoteForms.fromMarkdown(
      new Map([
        [
          'docs/documentation.md',
          '---\ntitle: Project documentation\ndescription: "What every repository documents: its licence, purpose and README."\n---\n',
        ],
      ]),
    );
    const question = 'does a private terraform repository need a licence?';
    const quoted = (forms: QuoteForms) => {
      const library = Library.fromIndex(SearchIndex.fromPages(pages), forms);
      const { groups } = composeOver(library, question, { declineBelow: 0, closestBelow: 0 });
      return groups.map((g) => g.section.url);
    };
    expect(quoted(described)).toEqual(['/docs/storing#create', '/docs/documentation#rule']);
    expect(quoted(QuoteForms.empty())).toEqual(['/docs/storing#create']);
  });
});

describe('a word of chat the standards happen to write', () => {
  it('does not outweigh what the question is about', () => {
    const readme = libraryOf(
      page('/docs/readme', 'README files', [
        [
          'test',
          'Test the instructions',
          ['Ask a teammate who has not worked on the project to follow the README on a clean machine.'],
        ],
        [
          'pitfalls',
          'Pitfalls',
          ['Vague installation steps, such as "set up the database", without the actual commands.'],
        ],
      ]),
    );
    const { groups } = composeOver(readme, 'how do we know our readme install steps actually work?', {
      declineBelow: 0,
      closestBelow: 0,
    });
    expect(groups[0].section.url).toBe('/docs/readme#test');
  });
});

describe('a short lead-in after a quoted sentence', () => {
  it('is quoted with it: it says how to do what the sentence asks', () => {
    const a11y = libraryOf(
      page('/docs/a11y', 'Accessibility', [
        [
          'test',
          'Test websites',
          [
            'Automate the checks that can be automated, so regressions are caught in every pull request. With axe-core and Playwright:',
            'Check every page by hand with a keyboard as well.',
          ],
        ],
      ]),
    );
    const { groups } = composeOver(a11y, 'how do we automate accessibility checks in every pull request?', {
      declineBelow: 0,
      closestBelow: 0,
    });
    expect(groups[0].units.map((u) => u.text)).toEqual([
      'Automate the checks that can be automated, so regressions are caught in every pull request.',
      'With axe-core and Playwright:',
    ]);
  });
});

describe('a product the standards never name, of a kind a standard rules on', () => {
  const standards = libraryOf(
    page('/docs/database', 'Database', [
      [null, 'Database', ['Every project that needs a relational database MUST use PostgreSQL.']],
      ['pitfalls', 'Pitfalls', ['Version drift between your laptop and the server.']],
    ]),
    page('/docs/docs', 'Project documentation', [
      [null, 'Project documentation', ['Keep the documents of a project in its repository.']],
    ]),
    page('/docs/frameworks', 'Languages and frameworks', [
      [null, 'Languages and frameworks', ['New frontend applications MUST use React.']],
    ]),
  );
  const ask = (question: string) => composeOver(standards, question, COMPOSE, askedIn(question));

  it('is searched for under its kind, not under the incidental words around it', () => {
    expect(retrieved(standards, 'is mongodb ok for our documents?')[0].pageUrl).toBe('/docs/database');
  });

  it('asked whether it may be used, points at the standard that rules on its kind instead of declining', () => {
    for (const question of ['is mongodb ok for our documents?', 'Can we use MongoDB?', 'mongodb or cassandra?']) {
      const { outcome, closest } = ask(question);
      expect(outcome, question).toBe('closest');
      expect(closest[0].section.pageUrl, question).toBe('/docs/database');
    }
  });

  it('asked how to get it approved, points at the standard that rules on its kind', () => {
    const { outcome, closest } = ask('we want a new service in Go, how do we get that approved?');
    expect(outcome).toBe('closest');
    expect(closest[0].section.pageUrl).toBe('/docs/frameworks');
  });

  it('asked how to do something with it, is still declined: the standards do not say how', () => {
    expect(ask('how do I tune mongodb indexes').outcome).toBe('declined');
  });
});

describe('a note beside the text', () => {
  it('weighs less than the text: "Guidance updated" says what changed, the text says the rule', async () => {
    const note =
      'This review made explicit that every new application project MUST use a managed PostgreSQL server as its relational database.';
    const rule = 'Every application project that needs a relational database MUST use a managed PostgreSQL server.';
    const pages = [
      page('/docs/database', 'Database', [
        [null, 'Database', [note]],
        ['rules', 'What the standard is', [rule]],
      ]),
      // "new" as common as the other words of the question, so that it weighs as one of eight.
      page('/docs/news', 'News', [[null, 'News', ['A new page on other things.']]]),
    ];
    const forms = await QuoteForms.fromMarkdown(
      new Map([
        [
          'docs/database.md',
          `# Database\n\n> **Note: Guidance updated**\n>\n> ${note}\n\n## What the standard is\n\n${rule}\n`,
        ],
      ]),
    );
    const question = 'must a new application project use a managed postgresql server as its relational database';
    const best = (standards: Library) =>
      composeOver(standards, question, { declineBelow: 0, closestBelow: 10 }).closest[0].units[0].text;
    expect(best(Library.fromIndex(SearchIndex.fromPages(pages), forms))).toBe(rule);
    // Read as plain text, the note's sentence covers more of the question and would come first.
    expect(best(libraryOf(...pages))).toBe(note);
    // Quoted with confidence, both are quoted, the note after the text that states the rule, though it stands first.
    const sure = composeOver(Library.fromIndex(SearchIndex.fromPages(pages), forms), question, {
      declineBelow: 0,
      closestBelow: 0,
    });
    expect(sure.groups.map((g) => g.units.map((u) => u.text))).toEqual([[rule], [note]]);
  });

  it('gives no value a question wants: "adds three rules" is no answer to "how many"', async () => {
    const note = 'This review adds three rules on managed PostgreSQL servers for application projects.';
    const rule = 'Every application project MUST use a managed PostgreSQL server.';
    const pages = [
      page('/docs/database', 'Database', [
        [null, 'Database', [note]],
        ['rules', 'What the standard is', [rule]],
      ]),
    ];
    const forms = await QuoteForms.fromMarkdown(
      new Map([
        [
          'docs/database.md',
          `# Database\n\n> **Note: Guidance updated**\n>\n> ${note}\n\n## What the standard is\n\n${rule}\n`,
        ],
      ]),
    );
    const question = 'how many managed postgresql servers may an application project use';
    const asked = composeOver(
      Library.fromIndex(SearchIndex.fromPages(pages), forms),
      question,
      { declineBelow: 0, closestBelow: 0 },
      askedIn(question),
    );
    expect(asked.givesValue).toBe(false);
    expect(asked.outcome).toBe('closest');
  });
});

describe('a sentence that introduces code', () => {
  it('is read with its code: a word found only in the example still counts for it', async () => {
    const rule = 'Coverage MUST be measured in the pipeline.';
    const lead = 'In a Python backend, with coverage.py:';
    const pages = [page('/docs/testing', 'Testing', [[null, 'Testing', [rule, lead]]])];
    const forms = await QuoteForms.fromMarkdown(
      new Map([
        [
          'docs/testing.md',
          `# Testing\n\n${rule}\n\n${lead}\n\n\`\`\`toml\n[tool.coverage.report]\nfail_under = 80\n\`\`\`\n`,
        ],
      ]),
    );
    const question = 'where does fail_under go for coverage?';
    const quoted = (standards: Library) =>
      composeOver(standards, question, { declineBelow: 0, closestBelow: 0 }).groups.flatMap((g) =>
        g.units.map((u) => u.text),
      );
    expect(quoted(Library.fromIndex(SearchIndex.fromPages(pages), forms))).toEqual([lead]);
    // Without the page's Markdown, the code is unknown: the two sentences answer alike.
    expect(quoted(libraryOf(...pages))).toEqual([rule, lead]);
  });

  it('counts a word the code writes as asked more, for the decline, than another word of its stem', async () => {
    // "officer" and "office" share a stem but are two nouns: a question on an office is not answered by an officer.
    const lead = 'In a Python backend, with coverage.py:';
    const pages = [page('/docs/testing', 'Testing', [[null, 'Testing', [lead]]])];
    const standards = Library.fromIndex(
      SearchIndex.fromPages(pages),
      await QuoteForms.fromMarkdown(
        new Map([['docs/testing.md', `# Testing\n\n${lead}\n\n\`\`\`toml\nofficer = 'privacy'\n\`\`\`\n`]]),
      ),
    );
    const relevance = (question: string) =>
      composeOver(standards, question, { declineBelow: 0, closestBelow: 0 }).relevance;
    expect(relevance('python officer')).toBeGreaterThan(relevance('python office'));
  });
});

describe('a question on a subject the City answers elsewhere', () => {
  const standards = libraryOf(
    page('/docs/sso', 'Single sign-on', [
      [null, 'Single sign-on', ['Residents sign in with DigiD; employees sign in with Entra ID.']],
      [
        'apply',
        'How to apply for access',
        ['Apply for a client in the realm of your team before you build the login.'],
      ],
    ]),
    page('/docs/database', 'Database', [
      [null, 'Database', ['Every project that needs a relational database MUST use PostgreSQL.']],
    ]),
  );
  const question = 'how do I apply for a parking permit as a resident';

  it('is declined, though a sentence on another subject shares enough of its words to look close', () => {
    // Bars low enough that any sentence sharing a word would be shown as close.
    const low = { declineBelow: 0.01, closestBelow: 10 };
    expect(composeOver(standards, question, low).outcome).toBe('closest');
    const { outcome, declined, closestPages } = composeOver(standards, question, low, askedIn(question));
    expect(outcome).toBe('declined');
    expect(declined).toBe(true);
    expect(closestPages.length).toBeGreaterThan(0);
  });

  it('is declined rather than pointed at a standard that rules on a kind it names', () => {
    const employee = 'can I get a new laptop with MongoDB on it?';
    expect(composeOver(standards, employee, { declineBelow: 10, closestBelow: 10 }, askedIn(employee)).outcome).toBe(
      'declined',
    );
  });
});

describe('a sentence in which a page speaks of itself', () => {
  it("weighs less than the page's own text: it says where the answer is", () => {
    const standards = libraryOf(
      page('/docs/intro', 'Introduction', [
        [null, 'Introduction', ['This page applies to anyone who proposes a new standard.']],
        ['process', 'The contribution process', ['To propose a new standard, open a pull request from a fork.']],
      ]),
    );
    const { groups } = composeOver(standards, 'how do i propose a new standard?', { declineBelow: 0, closestBelow: 0 });
    expect(groups.flatMap((g) => g.units.map((u) => u.text))).toEqual([
      'To propose a new standard, open a pull request from a fork.',
    ]);
  });
});
