import { describe, expect, it } from 'vitest';
import { SearchIndex, type DocPage } from '../../packages/search/src/node';
import { Library } from './library';
import { WEIGHING, questionTerms, readStems } from './question';
import { relatedStems } from './thesaurus';
import { stem } from './stem';
import { joinCompounds } from './vocabulary';

const page = (url: string, title: string, content: string[]): DocPage => ({
  url,
  lvl0: 'Docs',
  language: 'en',
  docusaurus_tag: 'docs-default-current',
  pageRank: 1,
  sections: [{ level: 1, anchor: null, title, content }],
});

const library = Library.fromIndex(
  SearchIndex.fromPages([
    page('/docs/a', 'Touch targets', ['Make every touch target at least 24 by 24 pixels, and keep it large enough.']),
    page('/docs/b', 'Errors', ['Respond early, with status 401, when a token fails a check.']),
    page('/docs/c', 'Reviews', ['A reviewer checks the change before it is merged.']),
  ]),
);
const weightOf = (question: string, word: string) =>
  questionTerms(library, question).find((t) => t.stem === stem(word))?.weight;

describe('compounds', () => {
  const stack = Library.fromIndex(
    SearchIndex.fromPages([
      page('/docs/frontend', 'Frontend', ['New frontend code is written in TypeScript.']),
      page('/docs/backend', 'Backend', ['A backend service runs in a container.']),
    ]),
  );
  const stems = (question: string) => questionTerms(stack, question).map((t) => t.stem);

  it("mark in a follow-up the earlier question's words, which it keeps at half their weight", () => {
    const terms = questionTerms(stack, 'and for the backend?', 'which language for frontend code');
    const of = (word: string) => terms.find((t) => t.stem === stem(word));
    expect(of('backend')?.earlier).toBeUndefined();
    expect(of('frontend')?.earlier).toBe(true);
    expect(of('frontend')?.weight).toBe(stack.idf(stem('frontend')) / 2);
  });

  it('read "front-end" and "back end" as the one word the standards write', () => {
    expect(stems('which language for front-end code')).toContain(stem('frontend'));
    expect(stems('which language for front-end code')).not.toContain(stem('front'));
    expect(stems('a fake look-alike package')).toContain(stem('lookalike'));
    expect(stems('how do we run a back end service')).toContain(stem('backend'));
  });

  it('read signing in as the one word, not as a log, where "log in" is the verb', () => {
    expect(stems('can residents log in to our service?')).toContain(stem('login'));
    expect(stems('can residents log in to our service?')).not.toContain(stem('log'));
    expect(stems('how do I sign in with DigiD')).toContain(stem('signin'));
    expect(stems('the log-in page hangs')).toContain(stem('login'));
    expect(stems('how do I log out?')).toContain(stem('logout'));
    // A log that is kept somewhere stays a log.
    expect(stems('keep the log in JSON')).toContain(stem('log'));
    expect(stems('keep the log in JSON')).not.toContain(stem('login'));
  });

  it('read Go written as a name inside a sentence as the language, and the verb "go" as nothing', () => {
    expect(stems('can we write our new backend in Go?')).toEqual(
      expect.arrayContaining([stem('golang'), stem('language')]),
    );
    expect(stems('a Go service')).toContain(stem('golang'));
    // In lower case, only where a language stands.
    expect(stems('we want one service in go, who approves that?')).toContain(stem('golang'));
    expect(stems('a go backend')).toContain(stem('golang'));
    for (const question of ['where do logs go?', 'lets go with postgres', 'ready to go'])
      expect(stems(question), question).not.toContain(stem('golang'));
    for (const question of [
      'Go to the settings page',
      'where do logs go?',
      'when can we Go live?',
      'How do I go back?',
    ])
      expect(stems(question), question).not.toContain(stem('golang'));
  });

  it('read "app insights" as Application Insights', () => {
    const monitoring = Library.fromIndex(
      SearchIndex.fromPages([page('/docs/m', 'Monitoring', ['Send telemetry to Application Insights.'])]),
    );
    const read = questionTerms(monitoring, 'which package for app insights in django').map((t) => t.stem);
    expect(read).toEqual(expect.arrayContaining([stem('application'), stem('insights')]));
    expect(read).not.toContain(stem('app'));
  });

  it('know a product whose name has a hyphen, and what kind of thing it is', () => {
    expect(stems('can we use styled-components?')).toEqual(expect.arrayContaining([stem('css'), stem('styling')]));
    expect(stems('date-fns or dayjs?')).toEqual(expect.arrayContaining([stem('dependency'), stem('library')]));
  });

  it('read an image reference as the image, its tag and the word "tag"', () => {
    expect(stems('can i use python:latest or node:22-alpine')).toEqual(
      ['python', 'image', 'latest', 'tag', 'node', '22-alpine'].flatMap((w) => stems(w)),
    );
  });
});

describe('the words of a question', () => {
  it('weigh a word the standards never use like its synonyms they do, not like the rarest word', () => {
    expect(library.knows(stem('big'))).toBe(false);
    expect(relatedStems(stem('big')).has(stem('large'))).toBe(true);
    // A checker's score is what its report gives ("a clean Lighthouse or axe report").
    expect(relatedStems(stem('score')).has(stem('report'))).toBe(true);
    // A MacBook is the laptop the standards write of; tightening a policy makes it stricter.
    expect(relatedStems(stem('macbook')).has(stem('laptop'))).toBe(true);
    expect(relatedStems(stem('mac')).has(stem('laptop'))).toBe(true);
    expect(relatedStems(stem('tighten')).has(stem('stricter'))).toBe(true);
    // The README's "instructions" are the install steps a developer asks about.
    expect(relatedStems(stem('steps')).has(stem('instructions'))).toBe(true);
    // Proposing a standard is contributing one: "how do I propose a new standard?" meets "The contribution process".
    expect(relatedStems(stem('propose')).has(stem('contribution'))).toBe(true);
    // Config "baked in" is built into the image; a ticket is a work item; a spec a specification; a float numeric.
    expect(relatedStems(stem('baked')).has(stem('build'))).toBe(true);
    expect(relatedStems(stem('ticket')).has(stem('item'))).toBe(true);
    expect(relatedStems(stem('spec')).has(stem('specification'))).toBe(true);
    expect(relatedStems(stem('float')).has(stem('numeric'))).toBe(true);
    // "which licences are fine for our dependencies?": the standards say which are "generally safe".
    expect(relatedStems(stem('fine')).has(stem('safe'))).toBe(true);
    // "are we allowed to build our own button?" is ruled on by a MUST NOT as much as by a MAY; a MUST is not a MAY.
    expect(relatedStems(stem('allowed')).has(stem('must'))).toBe(true);
    expect(relatedStems(stem('must')).has(stem('may'))).toBe(false);
    // "may we try svelte for a small experiment?": new technology MAY be tried out in pilots or proofs of concept.
    expect(relatedStems(stem('experiment')).has(stem('pilot'))).toBe(true);
    expect(relatedStems(stem('prototype')).has(stem('pilot'))).toBe(true);
    // "should I send the mail inside the request handler?": the pitfall is "Sending on the request thread".
    expect(relatedStems(stem('handler')).has(stem('thread'))).toBe(true);
    // In an order, "newest first" puts the newest at the top: "newest entries at the top or the bottom?".
    expect(relatedStems(stem('top')).has(stem('first'))).toBe(true);
    expect(relatedStems(stem('bottom')).has(stem('last'))).toBe(true);
    // "leaflet crashes in next.js": a crash is an error, not the rarest word of all.
    expect(relatedStems(stem('crashes')).has(stem('error'))).toBe(true);
    // "can an AI review bot count as the approval?": the standards write of automated reviewers.
    expect(relatedStems(stem('bot')).has(stem('automated'))).toBe(true);
    // "my markers end up off the coast of africa, what did we mess up?": "Swapped coordinates … puts Amsterdam
    // somewhere in the Indian Ocean".
    expect(relatedStems(stem('africa')).has(stem('ocean'))).toBe(true);
    expect(relatedStems(stem('mess')).has(stem('swapped'))).toBe(true);
    // Approval for what a standard does not allow is a deviation, or an exception to it.
    expect(relatedStems(stem('approved')).has(stem('deviation'))).toBe(true);
    expect(weightOf('Is a big target easier to hit?', 'big')).toBe(library.idf(stem('large')));
    // Without a synonym the standards know, an unknown word still weighs as the rarest one.
    expect(weightOf('How big is a pothole?', 'pothole')).toBe(library.idf('\u0000'));
  });

  it('leave out an adverb the standards never use, which says how rather than what', () => {
    const stems = questionTerms(library, 'How do I easily respond to an expired token?').map((t) => t.stem);
    expect(stems).not.toContain(stem('easily'));
    expect(stems).toContain(stem('token'));
    // A word the standards do use is kept, even if it ends in -ly.
    expect(questionTerms(library, 'Should I respond early?').map((t) => t.stem)).toContain(stem('early'));
  });

  it('leave out a phrase that says how it happened ("by accident", "per ongeluk"), as they do an adverb', () => {
    const stems = (question: string) => questionTerms(library, question).map((t) => t.stem);
    expect(stems('I merged the change by accident, does a reviewer check it?')).not.toContain(stem('accident'));
    expect(stems('per ongeluk gemerged, checkt een reviewer het?')).not.toContain(stem('accident'));
    expect(stems('I merged the change by accident, does a reviewer check it?')).toContain(stem('reviewer'));
  });

  it('leave out a number the standards never write, and read the plural of one they do as the number', () => {
    const stems = (question: string) => questionTerms(library, question).map((t) => t.stem);
    expect(stems('Lighthouse says 100 on the touch target')).toEqual([
      stem('lighthouse'),
      stem('touch'),
      stem('target'),
    ]);
    expect(stems('the token check 404s')).toEqual([stem('token'), stem('check')]);
    expect(stems('why all the 401s on a token?')).toEqual(['401', stem('token')]);
  });

  it('keep the words the question wrote for each stem, as the standards would write them', () => {
    const terms = questionTerms(library, 'Which offices review the reviewers?');
    expect(terms.find((t) => t.stem === stem('offices'))?.words).toEqual(new Set(['offices']));
    expect(terms.find((t) => t.stem === stem('review'))?.words).toEqual(new Set(['review', 'reviewers']));
    // A misspelt word stands for the word it most likely means.
    expect(questionTerms(library, 'respnd').find((t) => t.stem === stem('respond'))?.words).toEqual(
      new Set(['respond']),
    );
  });

  it('count a word the question writes as itself only, not also as a related word of another of its words', () => {
    expect(relatedStems(stem('identity')).has(stem('provider'))).toBe(true);
    const terms = questionTerms(library, 'which identity providers are there?');
    const of = (word: string) => terms.find((t) => t.stem === stem(word))!;
    expect(of('identity').related.has(stem('provider'))).toBe(false);
    expect(of('providers').related.has(stem('identity'))).toBe(false);
    // What neither writes stays related: "idp" still meets both.
    expect(of('identity').related.has(stem('idp'))).toBe(true);
  });

  it('meet "respond" for "return", as APIs are said to do both', () => {
    expect(relatedStems(stem('return')).has(stem('respond'))).toBe(true);
  });

  it('meet the words a page uses for what a developer calls otherwise', () => {
    const related = (a: string, b: string) => relatedStems(stem(a)).has(stem(b));
    expect(related('generate', 'compute')).toBe(true);
    expect(related('ios', 'mobile')).toBe(true);
    expect(related('android', 'mobile')).toBe(true);
    expect(related('size', 'small')).toBe(true);
    expect(related('max', 'limit')).toBe(true);
    expect(related('red', 'failing')).toBe(true);
    expect(related('lowercase', 'lower')).toBe(true);
    // What a service bills is its cost; a page overdue for review is due for it.
    expect(related('bill', 'costs')).toBe(true);
    expect(related('overdue', 'due')).toBe(true);
    expect(related('required', 'must')).toBe(true);
    expect(related('tech', 'stack')).toBe(true);
    expect(related('reusable', 'reuse')).toBe(true);
    expect(related('popular', 'downloads')).toBe(true);
    expect(related('subject', 'title')).toBe(true);
    expect(related('tampered', 'changed')).toBe(true);
    expect(related('throws', 'error')).toBe(true);
    expect(related('portal', 'website')).toBe(true);
    expect(related('down', 'unavailable')).toBe(true);
    expect(related('introduce', 'roll')).toBe(true);
    // "rewrite our old angular app": "Existing applications are not actively rebuilt or migrated".
    expect(related('rewrite', 'rebuilt')).toBe(true);
    expect(related('rewrite', 'migrated')).toBe(true);
    expect(related('old', 'existing')).toBe(true);
    // "skip a SHOULD rule" is to deviate from it.
    expect(related('skip', 'deviation')).toBe(true);
    // "the bare minimum in a README": "The README MUST contain at least:".
    expect(related('minimum', 'least')).toBe(true);
    // A size is big or small; big is not small.
    expect(related('big', 'small')).toBe(false);
    // A tap target is a button, not the access control or form control the pages also write of.
    expect(related('tap', 'target')).toBe(true);
    expect(related('tap', 'control')).toBe(false);
  });
});

describe('reading a question in a developer’s own words', () => {
  const standards = Library.fromIndex(
    SearchIndex.fromPages([
      page('/docs/db', 'Database', [
        'New applications MUST use PostgreSQL, run on Kubernetes with their environment variables.',
      ]),
      page('/docs/a11y', 'Accessibility', ['Accessibility is tested with a screen reader before every release.']),
    ]),
  );
  const stems = (question: string) => readStems(standards, question);

  it('leaves out "difference" where a question asks the difference between two things', () => {
    expect(stems('the difference between frontend and backend')).toEqual(['frontend', 'backend'].map(stem));
    expect(stems('whats the diff between frontend and backend')).toEqual(['frontend', 'backend'].map(stem));
    expect(stems('what makes the backend different')).toContain(stem('different'));
  });

  it('reads how a word is written in the words the standards use for it', () => {
    // "caps" alone is a maximum, "letters" mail.
    expect(stems("'should' in small letters or in caps")).toEqual(['should', 'lower', 'case', 'capitals'].map(stem));
    expect(stems('must in lowercase or uppercase')).toEqual(['lower', 'case', 'capitals'].map(stem));
    expect(stems('rate limit caps')).toContain(stem('caps'));
    // Picking up a review request is starting it; picking a library is choosing one.
    expect(stems('how fast should I pick up a review request')).toEqual(
      ['fast', 'start', 'review', 'request'].map(stem),
    );
    expect(stems('which driver should I pick')).toContain(stem('pick'));
  });

  it('reads a short form as what it stands for', () => {
    expect(stems('pg on k8s')).toEqual([stem('postgresql'), stem('kubernetes')]);
    expect(stems('which env vars')).toEqual([stem('environment'), stem('variables')]);
    expect(stems('rtl with esm')).toEqual(['react', 'testing', 'library', 'es', 'modules'].map(stem));
    expect(stems('max min')).toEqual([stem('maximum'), stem('minimum')]);
    expect(stems('lat/lon in chars')).toEqual(['latitude', 'longitude', 'characters'].map(stem));
    expect(stems('a ds component')).toEqual(['design', 'system', 'component'].map(stem));
    expect(stems('jwks of our monorepo')).toEqual(['key', 'set', 'repository'].map(stem));
    expect(stems('the PO and the CMS')).toEqual(['product', 'owner', 'content', 'management', 'system'].map(stem));
    expect(stems('known cves')).toEqual(['known', 'vulnerabilities'].map(stem));
    expect(stems('our private IaC repo')).toEqual(['private', 'infrastructure', 'code', 'repository'].map(stem));
    expect(stems('leaflet with SSR')).toEqual(['leaflet', 'server', 'rendering'].map(stem));
    expect(stems('an rn module')).toEqual(['react', 'native', 'module'].map(stem));
    expect(stems('which signing algs')).toEqual(['signing', 'algorithms'].map(stem));
    // A CSV is a file of data, not a name weighing three times the rarest word.
    expect(stems('a CSV with resident data')).toEqual(['file', 'resident', 'data'].map(stem));
    // Not read as a typo of "nestjs": the framework the standards write as Next.js.
    expect(stems('nextjs on k8s')).toEqual(['next', 'js', 'kubernetes'].map(stem));
    // "Down" says a service is out, not which way.
    expect(stems('what if the relay is down')).toEqual(['relay', 'down'].map(stem));
    // A server that "ligt plat" is down.
    expect(stems('de relay ligt plat')).toEqual(['relay', 'down'].map(stem));
    // …but in "write down" it is the verb's particle.
    expect(stems('where do we write down the outcome')).toEqual(['write', 'outcome'].map(stem));
    // "Once" says how often, which the question's other words ask: it only shapes it.
    expect(stems('1x a year for the poc info')).toEqual(['year', 'proof', 'concept', 'information'].map(stem));
  });

  it('reads a hyphenated meaning as the index reads the standards, word by word', () => {
    const spa = Library.fromIndex(
      SearchIndex.fromPages([
        page('/docs/spa', 'Browser apps', ['A single-page application keeps its tokens in memory.']),
      ]),
    );
    expect(readStems(spa, 'spa tokens')).toEqual([stem('single'), stem('page'), stem('application'), stem('tokens')]);
  });

  it('reads a short form the standards never write as what it stands for, even where its stem is one of their words', () => {
    const adHoc = Library.fromIndex(
      SearchIndex.fromPages([page('/docs/x', 'X', ['An ad hoc script is reviewed like any other pull request.'])]),
    );
    // "ADS" stems to "ad", a word of the page; the standards never write "ads".
    expect(readStems(adHoc, 'the ADS button')).toEqual(['amsterdam', 'design', 'system', 'button'].map(stem));
    expect(readStems(adHoc, 'two prs')).toEqual(['two', 'pull', 'requests'].map(stem));
  });

  it('keeps a short form the standards use themselves', () => {
    const own = Library.fromIndex(SearchIndex.fromPages([page('/docs/x', 'X', ['Set the env key in the file.'])]));
    expect(readStems(own, 'env')).toEqual([stem('env')]);
  });

  it('takes what a short form the standards write stands for as a related word', () => {
    const ci = Library.fromIndex(
      SearchIndex.fromPages([page('/docs/x', 'X', ['CI runs the tests.', 'The pipeline stops at a failing test.'])]),
    );
    const [term] = questionTerms(ci, 'does CI stop on red tests?');
    expect(term.stem).toBe(stem('ci'));
    expect(term.related.has(stem('pipeline'))).toBe(true);
    // An app is an application: "do we have to rewrite our legacy app?" meets "Existing applications are not rebuilt…".
    const apps = Library.fromIndex(
      SearchIndex.fromPages([page('/docs/x', 'X', ['The Amsterdam App.', 'Existing applications are not rebuilt.'])]),
    );
    const [app] = questionTerms(apps, 'rewrite our app?').filter((t) => t.stem === stem('app'));
    expect(app.related.has(stem('application'))).toBe(true);
  });

  it('takes what the pages define a short form as as related words, where the vocabulary has none for it', () => {
    const adr = Library.fromIndex(
      SearchIndex.fromPages([
        page('/docs/x', 'X', [
          'Record it as an architecture decision record (ADR).',
          'Sign in with OpenID Connect (OIDC).',
        ]),
      ]),
    );
    const [plural] = questionTerms(adr, 'where do ADRs go?');
    expect([...plural.related]).toEqual(expect.arrayContaining(['architecture', 'decision', 'record'].map(stem)));
    // "oidc" has its own related words ("openid"); "connect" would pull in every "connection".
    const [oidc] = questionTerms(adr, 'oidc issuer');
    expect(oidc.related.has(stem('openid'))).toBe(true);
    expect(oidc.related.has(stem('connect'))).toBe(false);
  });

  it('reads a name the pages rarely write as the kind they give it as an example of', () => {
    const iac = Library.fromIndex(
      SearchIndex.fromPages([
        page('/docs/repo', 'Repositories', [
          'Keep a repository public, unless it holds infrastructure as code (for example Terraform templates).',
        ]),
        page('/docs/licence', 'Licence', [
          'Private repositories with infrastructure as code MAY leave the licence out.',
        ]),
        page('/docs/scan', 'Scanning', ['Turn on code scanning, for example CodeQL.']),
        ...['a', 'b', 'c', 'd'].map((p) =>
          page(`/docs/${p}`, p, [
            'Use a language such as Python for new services.',
            `Python runs the ${p} service code.`,
          ]),
        ),
      ]),
    );
    const [terraform] = questionTerms(iac, 'does our terraform repo need a licence?');
    // The kind's rarest word: "code" would meet every page.
    expect([...terraform.related]).toEqual([stem('infrastructure')]);
    const [codeql] = questionTerms(iac, 'codeql alerts');
    expect([...codeql.related]).toEqual([stem('scanning')]);
    // A name the pages write often is known by what they say of it.
    const [python] = questionTerms(iac, 'python licence?');
    expect(python.related.has(stem('language'))).toBe(false);
  });

  it('drops the Dutch words that only shape a question, and reads the others in English', () => {
    expect(stems('welke database moet ik gebruiken')).toEqual([stem('database')]);
    expect(stems('een standaard toevoegen aan de database')).toEqual(['standard', 'add', 'database'].map(stem));
    expect(stems('wie beslist eigenlijk of iemand gewoon mag afwijken')).toEqual(['decides', 'deviate'].map(stem));
    expect(stems('de hele database ipv een test')).toEqual(['whole', 'database', 'instead', 'test'].map(stem));
    expect(stems('hoe test je toegankelijkheid')).toEqual([stem('test'), stem('accessibility')]);
  });

  it('reads bent Dutch, English verbs made Dutch and glued Dutch nouns as the words the standards use', () => {
    const mail = Library.fromIndex(
      SearchIndex.fromPages([page('/docs/mail', 'Mail', ['Log the message ID of each mail, not the address.'])]),
    );
    expect(readStems(mail, 'mag ik het e-mailadres van de ontvanger loggen?')).toEqual(
      ['mail', 'address', 'recipient', 'log'].map(stem),
    );
    expect(stems('moet de toegankelijkheidsverklaring elk jaar vernieuwd worden')).toEqual(
      ['accessibility', 'statement', 'year', 'renew'].map(stem),
    );
    // An English word is never read as Dutch, however Dutch it looks.
    expect(readStems(mail, 'hidden message')).toEqual([stem('hidden'), stem('message')]);
  });

  it('reads everyday Dutch beyond the words of chat about code', () => {
    expect(stems('ik heb een key gepusht en meteen weer verwijderd, een ongeluk')).toEqual(
      ['key', 'push', 'immediately', 'delete', 'accident'].map(stem),
    );
    expect(stems('mag de app terugvallen op een default waarde zodat hij opstart?')).toEqual(
      ['application', 'fall', 'back', 'default', 'value', 'start'].map(stem),
    );
  });

  it('reads a Dutch verb split over its clause as one verb, its particle no word of its own', () => {
    // "pak … aan" is "aanpakken", how to go about something: the question's shape, not its subject.
    expect(stems('ik wil een nieuwe standaard voorstellen, hoe pak ik dat aan?')).toEqual(
      ['new', 'standard', 'propose'].map(stem),
    );
    // The particle may stand before the next clause: "leg … vast" is "vastleggen" (record), not "leg" and "stuck".
    expect(stems('waar leg ik vast waarom ik dit package heb gekozen?')).toEqual(
      ['record', 'package', 'chose'].map(stem),
    );
    expect(stems('ik stel voor dat we de database vervangen')).toEqual(['propose', 'database', 'replace'].map(stem));
    // The clause may go on in English: "rollen … uit without…" is "uitrollen" (roll out), no "roles".
    expect(stems('hoe rollen we de test uit without breaking the database')).toEqual(
      ['roll', 'test', 'breaking', 'database'].map(stem),
    );
    expect(stems('de database, wat gaat er mis?')).toEqual(['database', 'wrong'].map(stem));
    // A particle inside its clause is a word of its own: "op de database" stays where it stands.
    expect(stems('draait de test op de database?')).toContain(stem('test'));
    expect(stems('why did the build fail on the test in')).toContain(stem('build'));
  });

  it('reads a verb\'s stem whose last syllable is unstressed: "ik verander" is "veranderen" (change)', () => {
    expect(stems('wat als ik iets verander aan de database')).toEqual(['change', 'database'].map(stem));
  });

  it('reads what can be done to a thing as the verb that does it: "pressable" is pressed, not "press" and "able"', () => {
    const buttons = Library.fromIndex(
      SearchIndex.fromPages([page('/docs/b', 'Buttons', ['Press the button to configure it; users are able to.'])]),
    );
    expect(readStems(buttons, 'a pressable icon')).toEqual(['press', 'icon'].map(stem));
    expect(readStems(buttons, 'is it configurable')).toEqual([stem('configure')]);
  });

  it('leaves out "besides" and "except", which set one thing beside another without naming either', () => {
    const terms = (question: string) => questionTerms(standards, question).map((t) => t.stem);
    expect(terms('besides the database, which test')).toEqual(['database', 'test'].map(stem));
  });

  it('reads a Dutch comparative as its adjective, and leaves out a Dutch word whose English says nothing', () => {
    expect(stems('een strengere test')).toEqual(['strict', 'test'].map(stem));
    // "ineens" is "suddenly", an adverb the standards never use; "ter" only shapes the sentence.
    const terms = (question: string) => questionTerms(standards, question).map((t) => t.stem);
    expect(terms('de database test faalt ineens')).toEqual(['database', 'test', 'fails'].map(stem));
    expect(stems('de database ter review')).toEqual(['database', 'review'].map(stem));
    // A day of the week is no "vrij" (fairly) and "dag" glued together.
    expect(terms('de database op vrijdag')).toEqual(['database', 'friday'].map(stem));
    // "Indische" in capitals is Dutch for Indian, not an unknown name.
    expect(stems('de Indische markers')).toEqual(['indian', 'markers'].map(stem));
  });

  it('reads a Dutch word that is English too as Dutch only in a question that reads as Dutch', () => {
    // "mist" and "lag" are Dutch for "misses" and "lay"; in English they stay what they are.
    expect(stems('ik zie dat de gebruiker de juiste rol mist')).toEqual(
      ['see', 'user', 'correct', 'role', 'misses'].map(stem),
    );
    expect(stems('why is there lag in the mist')).toEqual(['lag', 'mist'].map(stem));
  });

  it('keeps a word that only shapes a sentence where the question quotes it: the word itself is asked about', () => {
    expect(stems("if a page says 'should' in lower case, is that binding?")).toContain(stem('should'));
    expect(stems('what does “must” mean here')).toContain(stem('must'));
    expect(stems('should the page be reviewed')).not.toContain(stem('should'));
    // "binding" is what a developer calls a rule that must be followed.
    expect(relatedStems(stem('binding')).has(stem('mandatory'))).toBe(true);
  });

  it('drops what is left of a negative contraction, with or without its apostrophe', () => {
    expect(stems("the database hasn't been tested")).toEqual([stem('database'), stem('tested')]);
    expect(stems('the database hasn’t been tested')).toEqual([stem('database'), stem('tested')]);
    expect(stems('the database isnt tested, dont release')).toEqual([
      stem('database'),
      stem('tested'),
      stem('release'),
    ]);
  });

  it('drops the end of any contraction after its apostrophe, and keeps a word that only looks like one', () => {
    expect(stems("they're testing the database, we've released")).toEqual([
      stem('testing'),
      stem('database'),
      stem('released'),
    ]);
    expect(stems('theyre testing, whats released')).toEqual([stem('testing'), stem('released')]);
    expect(stems('re-run the tests')).toContain('re');
  });

  it('drops the prepositions of chat that join two things without naming either', () => {
    expect(stems('postgresql vs kubernetes')).toEqual([stem('postgresql'), stem('kubernetes')]);
    expect(stems('mine is on kubernetes, is yours?')).toEqual([stem('kubernetes')]);
    // "should that happen inside the request?": in it.
    expect(stems('postgresql inside kubernetes')).toEqual([stem('postgresql'), stem('kubernetes')]);
    expect(stems('postgresql versus kubernetes via environment')).toEqual([
      stem('postgresql'),
      stem('kubernetes'),
      stem('environment'),
    ]);
  });

  it('reads a font service by what it is: Google Fonts are third-party fonts', () => {
    expect(joinCompounds('can we load Google Fonts from their cdn?')).toBe(
      'can we load third-party fonts from their cdn?',
    );
    expect(joinCompounds('adobe-fonts via typekit')).toBe('third-party fonts via typekit');
  });

  it('reads a thing the asker says is not there as missing, as the pages say it', () => {
    expect(joinCompounds("the design system doesn't have the component we need")).toBe(
      'the design system is missing the component we need',
    );
    expect(joinCompounds('ADS doesnt have a date picker; we do not have a pipeline')).toBe(
      'ADS is missing a date picker; we is missing a pipeline',
    );
  });

  it('reads "2 min" as minutes, not as a minimum', () => {
    expect(joinCompounds('removed it 2 min later, 10mins at most')).toBe(
      'removed it 2 minutes later, 10 minutes at most',
    );
    expect(questionTerms(library, 'removed it 2 min later').map((t) => t.stem)).not.toContain(stem('minimum'));
  });

  it('reads an HTTP method in capitals as a request, and a request timing out as a timeout', () => {
    expect(joinCompounds('our POST endpoint sometimes times out')).toBe('our request endpoint sometimes timeout');
    expect(joinCompounds('get the post-it notes, then time-out')).toBe('get the post-it notes, then timeout');
    expect(questionTerms(library, 'the POST endpoint times out').map((t) => t.stem)).toEqual(
      ['request', 'endpoint', 'timeout'].map(stem),
    );
  });

  it('leaves out the words of chat the standards never write, and keeps those they do', () => {
    const chat = Library.fromIndex(
      SearchIndex.fromPages([page('/docs/git', 'Git', ['A secret committed anyway stays in the history.'])]),
    );
    expect(questionTerms(chat, 'secret committed anyway lol').map((t) => t.stem)).toEqual(
      ['secret', 'committed', 'anyway'].map(stem),
    );
    expect(questionTerms(library, 'touch target stuff anyway lol, am i supposed to').map((t) => t.stem)).toEqual(
      ['touch', 'target'].map(stem),
    );
    // "Though" and "already" say how the question is put: "we already have touch targets tho, must they go?".
    expect(
      questionTerms(library, 'we already have touch targets tho, although ppl kinda cant see them').map((t) => t.stem),
    ).toEqual(['touch', 'targets', 'see'].map(stem));
    // "any objection from a standards pov?", "doesn't quite fit": how the question is put.
    const put = questionTerms(library, 'touch targets, imho quite fine from an a11y pov?').map((t) => t.stem);
    expect(put).not.toContain(stem('pov'));
    expect(put).not.toContain(stem('quite'));
    // How sure or how many, without saying what: "scared", "brand new", "multiple", "50k".
    expect(
      questionTerms(library, 'scared that multiple brand new touch targets for 50k people break').map((t) => t.stem),
    ).toEqual(['new', 'touch', 'targets', 'people', 'break'].map(stem));
    // Kept where the standards write it, but at a chat word's weight: it says how the question is put.
    const [secret, , anyway] = questionTerms(chat, 'secret committed anyway lol');
    expect(anyway.weight).toBeCloseTo(chat.idf(stem('anyway')) * WEIGHING.chatWeight);
    expect(secret.weight).toBeCloseTo(chat.idf(stem('secret')));
    // Whether something matters asks whether it is important; a page's front matter is a thing of its own.
    expect(questionTerms(library, 'does the order of touch targets matter?').map((t) => t.stem)).toEqual(
      ['order', 'touch', 'targets'].map(stem),
    );
    expect(questionTerms(library, 'front matter of a touch target page').map((t) => t.stem)).toContain(stem('matter'));
    // When it happened is a detail of the asker's case: "this morning", "yesterday".
    expect(questionTerms(library, 'a reviewer merged it this morning, or yesterday?').map((t) => t.stem)).toEqual(
      ['reviewer', 'merged'].map(stem),
    );
  });

  it('corrects a misspelt word to the word of the standards it most likely means', () => {
    expect(stems('postgressql on kubernets')).toEqual([stem('postgresql'), stem('kubernetes')]);
    expect(stems('acessibility')).toEqual([stem('accessibility')]);
  });

  it('never corrects an English word, a short word or a number', () => {
    const paste = Library.fromIndex(SearchIndex.fromPages([page('/docs/x', 'X', ['Paste the key, version 2025.'])]));
    expect(readStems(paste, 'pastte')).toEqual([stem('paste')]);
    // "waste" is one letter from "paste", but English: a question about waste is not about pasting.
    expect(readStems(paste, 'waste')).toEqual([stem('waste')]);
    expect(readStems(paste, 'pasta')).toEqual([stem('pasta')]);
    expect(readStems(paste, 'pste 2024')).toEqual([stem('pste'), '2024']);
  });
});

describe('a product the standards never name', () => {
  const standards = Library.fromIndex(
    SearchIndex.fromPages([page('/docs/db', 'Database', ['New applications MUST use PostgreSQL as their database.'])]),
  );

  it('weighs as a name, however it is written, and brings in its kind at half weight', () => {
    const terms = questionTerms(standards, 'can we use mongodb');
    const mongo = terms.find((t) => t.stem === stem('mongodb'))!;
    const kind = terms.find((t) => t.stem === stem('database'))!;
    expect(mongo.weight).toBe(questionTerms(standards, 'can we use MongoDB')[0].weight);
    expect(mongo.weight).toBeGreaterThan(kind.weight);
    expect(kind.weight).toBeCloseTo(standards.idf(stem('database')) * 0.5);
  });

  it('marks its kind, also where the question writes the kind itself', () => {
    const kindOf = (question: string) => questionTerms(standards, question).find((t) => t.kind)?.stem;
    expect(kindOf('can we use mongodb')).toBe(stem('database'));
    expect(kindOf('mongodb as our database?')).toBe(stem('database'));
    expect(kindOf('can we use postgresql')).toBeUndefined();
  });

  it('is never read as a typo of a word the standards use', () => {
    const redis = Library.fromIndex(
      SearchIndex.fromPages([page('/docs/r', 'R', ['Redirect every request.', 'The reds win.'])]),
    );
    expect(readStems(redis, 'redis')).toEqual([stem('redis')]);
  });
});
