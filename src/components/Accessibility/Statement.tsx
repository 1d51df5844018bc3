import type { ReactNode } from 'react';
import Translate, { translate } from '@docusaurus/Translate';
import { Heading, Link, Paragraph, UnorderedList } from '@amsterdam/design-system-react';
import NewTabHint from '@site/src/components/NewTabHint';
import { formatReviewDate } from '@site/src/components/ReviewStatus/reviewState';
import { reevaluateBy, type Statement as StatementData } from '@site/lib/accessibility-evaluation';
import styles from './Statement.module.css';

/** The statement's title: its heading, and the page's title. */
export function statementTitle(): string {
  return translate({ id: 'accessibility.title', message: 'Accessibility statement' });
}

const NATIONAL_OMBUDSMAN = 'https://www.nationaleombudsman.nl/';

/**
 * A heading of the national model: its English meaning, and the Dutch name the register and supervisors look for
 * (a name, so it stays Dutch in every language).
 */
function ModelHeading({ dutch, children }: { dutch: string; children: ReactNode }) {
  return (
    <Heading level={2}>
      {children} <span lang="nl">({dutch})</span>
    </Heading>
  );
}

function External({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <NewTabHint />
    </Link>
  );
}

/**
 * The accessibility statement in the structure of the Dutch national model
 * (toegankelijkheidsverklaring.nl): statement, compliance status, what it
 * rests on, deviations, contact and enforcement. Everything it claims comes
 * from the evaluation data through plugins/accessibility-statement.
 */
export default function Statement({ statement }: { statement: StatementData }) {
  const { website, counts, contact } = statement;
  const judged = counts.pass + counts.fail + counts['not-present'] + counts['not-checked'];
  const verdictCounts = {
    countNote: statement.countNote,
    judged,
    pass: counts.pass,
    fail: counts.fail,
    notPresent: counts['not-present'],
    notChecked: counts['not-checked'],
    file: <code>accessibility/evaluation.json</code>,
  };
  return (
    <article className={styles.page}>
      <Heading level={1}>{statementTitle()}</Heading>
      <Paragraph size="large">
        <Translate
          id="accessibility.intro"
          values={{
            // Soft hyphens let the long Dutch word wrap on a 320 px screen.
            statement: <span lang="nl">{'Toegankelijk\u00ADheids\u00ADverklaring'}</span>,
            name: website.name,
            url: website.url,
          }}
        >
          {'{statement} of {name}, {url}.'}
        </Translate>
      </Paragraph>

      <ModelHeading dutch="Verklaring">
        <Translate id="accessibility.statement.heading">Statement</Translate>
      </ModelHeading>
      <Paragraph>
        <Translate
          id="accessibility.statement.text"
          values={{
            organisation: website.organisation,
            decree: <span lang="nl">Besluit digitale toegankelijkheid overheid</span>,
            standard: statement.standard,
            url: website.url,
          }}
        >
          {
            '{organisation} wants everyone to be able to use its websites, including people with a disability. The Dutch Digital Government Decree ({decree}) requires this website to meet EN 301 549, which means WCAG 2.1 at level AA. We hold it to {standard} at level AA, which adds six criteria to it. This statement applies to {url} and every page on it.'
          }
        </Translate>
      </Paragraph>

      <ModelHeading dutch="Nalevingsstatus">
        <Translate id="accessibility.status.heading">Compliance status</Translate>
      </ModelHeading>
      <Paragraph>
        <strong>
          <Translate
            id="accessibility.status.name"
            values={{
              status: statement.status,
              dutch: <span lang="nl">{statement.statusName.nl}</span>,
              english: statement.statusName.en,
            }}
          >
            {'Status {status}: {dutch} ({english})'}
          </Translate>
        </strong>
      </Paragraph>
      <Paragraph>
        {statement.status === 'C' ? (
          <Translate id="accessibility.status.c">
            We have evaluated most of the website and fixed what we found, but the evaluation is not complete yet: the
            criteria below that are not yet evaluated keep the status at C until they are.
          </Translate>
        ) : statement.status === 'B' && counts.fail === 0 ? (
          <Translate id="accessibility.status.bSelf">
            Our own evaluation covers every criterion on every template and found nothing that still fails. It is a
            self-evaluation, not yet confirmed by an independent audit, so we state partial compliance: we will claim
            full compliance only once an independent auditor has confirmed it.
          </Translate>
        ) : statement.status === 'B' ? (
          <Translate id="accessibility.status.b">
            Our own evaluation covers every criterion on every template; the deviations below are known, each with its
            fix date.
          </Translate>
        ) : (
          <Translate id="accessibility.status.a">The evaluation found no deviation.</Translate>
        )}
      </Paragraph>

      <ModelHeading dutch="Onderbouwing">
        <Translate id="accessibility.basis.heading">What the status rests on</Translate>
      </ModelHeading>
      <Paragraph>
        <Translate
          id="accessibility.basis.evaluation"
          values={{
            date: formatReviewDate(statement.date),
            evaluator: statement.evaluator,
            method: statement.method,
          }}
        >
          {'Our own evaluation of {date}, by the {evaluator}, following the {method} method.'}
        </Translate>{' '}
        {statement.independentAudit ? (
          <Translate id="accessibility.basis.audited">It has been confirmed by an independent audit.</Translate>
        ) : (
          <Translate id="accessibility.basis.notAudited">
            It is not an independent audit: nobody outside the team has checked it yet. Until an independent auditor
            has, the status rests on our own evidence only, which a supervisor can inspect but which has not been
            confirmed.
          </Translate>
        )}
      </Paragraph>
      <Paragraph>
        <Translate id="accessibility.basis.templates" values={{ count: statement.templates.length }}>
          {'It covers these templates, each with the pages and states we sampled: {count} in all.'}
        </Translate>
      </Paragraph>
      <UnorderedList>
        {statement.templates.map((template) => (
          <UnorderedList.Item key={template.name}>
            {template.name}: {template.sample.join('; ')}
          </UnorderedList.Item>
        ))}
      </UnorderedList>
      <Paragraph>
        {/* Every criterion judged: the sentence then has no "0 not yet evaluated". */}
        {counts['not-checked'] > 0 ? (
          <Translate id="accessibility.basis.verdictsPartly" values={verdictCounts}>
            {
              '{countNote} Each criterion was judged on each template, {judged} verdicts in all: {pass} passed, {fail} failed, {notPresent} where the template has nothing the criterion is about, and {notChecked} not yet evaluated. Each verdict names its method: an automated test, a scripted check in the browser, or a written procedure anyone can repeat. The evaluation, with its evidence, is kept with the site’s code as {file}.'
            }
          </Translate>
        ) : (
          <Translate id="accessibility.basis.verdicts" values={verdictCounts}>
            {
              '{countNote} Each criterion was judged on each template, {judged} verdicts in all: {pass} passed, {fail} failed and {notPresent} where the template has nothing the criterion is about. Each verdict names its method: an automated test, a scripted check in the browser, or a written procedure anyone can repeat. The evaluation, with its evidence, is kept with the site’s code as {file}.'
            }
          </Translate>
        )}
      </Paragraph>

      <ModelHeading dutch="Afwijkingen">
        <Translate id="accessibility.deviations.heading">Known deviations</Translate>
      </ModelHeading>
      {statement.deviations.length === 0 ? (
        <Paragraph>
          <Translate id="accessibility.deviations.none">The evaluation found no deviation that is not fixed.</Translate>
        </Paragraph>
      ) : (
        <UnorderedList>
          {statement.deviations.map((deviation) => (
            <UnorderedList.Item key={deviation.description}>
              <Translate
                id="accessibility.deviations.item"
                values={{
                  criteria: <strong>{deviation.criterionNames.join(', ')}</strong>,
                  templates: deviation.templateNames.join(', '),
                  description: deviation.description,
                  measure: deviation.measure,
                  date: formatReviewDate(deviation.fixBy),
                }}
              >
                {'{criteria} ({templates}): {description} {measure} To be fixed by {date}.'}
              </Translate>
            </UnorderedList.Item>
          ))}
        </UnorderedList>
      )}
      {statement.notChecked.length > 0 && (
        <>
          <Heading level={3}>
            <Translate id="accessibility.notChecked.heading">Not yet evaluated</Translate>
          </Heading>
          <Paragraph>
            <Translate id="accessibility.notChecked.text">
              For these criteria we have no verdict yet on the templates named, so we do not claim that they pass.
            </Translate>
          </Paragraph>
          <UnorderedList>
            {statement.notChecked.map((criterion) => (
              <UnorderedList.Item key={criterion.id}>
                {criterion.id} {criterion.name}: {criterion.templates.join(', ')}
              </UnorderedList.Item>
            ))}
          </UnorderedList>
        </>
      )}

      <ModelHeading dutch="Feedback en contactgegevens">
        <Translate id="accessibility.contact.heading">Report a barrier</Translate>
      </ModelHeading>
      <Paragraph>
        <Translate
          id="accessibility.contact.text"
          values={{
            email: (
              <Link href={contact.href}>
                {contact.channel}
                {/* A mail link leaves the page for another program, which the site's links say as for a new tab. */}
                <NewTabHint />
              </Link>
            ),
            team: website.team,
            days: contact.responseDays,
          }}
        >
          {
            'Is something on this website hard or impossible for you to use? Tell us by email at {email}: what you tried to do, on which page, and, if you like, the browser and assistive technology you use. The address reaches the {team}, who build and run this website. They answer within {days} working days and tell you what we will do about the barrier and when.'
          }
        </Translate>
      </Paragraph>

      <ModelHeading dutch="Handhavingsprocedure">
        <Translate id="accessibility.enforcement.heading">Enforcement procedure</Translate>
      </ModelHeading>
      <Paragraph>
        <Translate
          id="accessibility.enforcement.text"
          values={{
            days: contact.responseDays,
            ombudsman: (
              <External href={NATIONAL_OMBUDSMAN}>
                <Translate
                  id="accessibility.enforcement.ombudsman"
                  values={{ dutch: <span lang="nl">Nationale ombudsman</span> }}
                >
                  {'National Ombudsman ({dutch})'}
                </Translate>
              </External>
            ),
          }}
        >
          {
            'Are you not satisfied with how we handled your report, or did we not answer within {days} working days? Then you can contact the {ombudsman} free of charge. The National Ombudsman handles complaints about government organisations, and will tell you where your complaint about the City of Amsterdam is handled if that is somewhere else.'
          }
        </Translate>
      </Paragraph>

      <ModelHeading dutch="Actualiteit">
        <Translate id="accessibility.renewal.heading">When this statement is renewed</Translate>
      </ModelHeading>
      <Paragraph>
        <Translate
          id="accessibility.renewal.text"
          values={{
            date: formatReviewDate(reevaluateBy(statement.date)),
            signOff: <span lang="nl">akkoordverklaring</span>,
          }}
        >
          {
            'We evaluate the website again whenever one of its templates changes, and at the latest by {date}, 36 months after this evaluation. This statement is not yet signed off by an authorised official of the City ({signOff}) nor entered in the national register.'
          }
        </Translate>
      </Paragraph>
    </article>
  );
}
