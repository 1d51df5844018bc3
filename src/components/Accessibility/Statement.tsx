import type { ReactNode } from 'react';
import { Heading, Link, Paragraph, UnorderedList } from '@amsterdam/design-system-react';
import NewTabHint from '@site/src/components/NewTabHint';
import { formatReviewDate } from '@site/src/components/ReviewStatus/reviewState';
import { reevaluateBy, type Statement as StatementData } from '@site/lib/accessibility-evaluation';
import styles from './Statement.module.css';

export const STATEMENT_TITLE = 'Accessibility statement';

const NATIONAL_OMBUDSMAN = 'https://www.nationaleombudsman.nl/';

/** A heading of the national model: its English meaning, and the Dutch name the register and supervisors look for. */
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
  return (
    <article className={styles.page}>
      <Heading level={1}>{STATEMENT_TITLE}</Heading>
      <Paragraph size="large">
        {/* Soft hyphens let the long Dutch word wrap on a 320 px screen. */}
        <span lang="nl">{'Toegankelijk\u00ADheids\u00ADverklaring'}</span> of {website.name}, {website.url}.
      </Paragraph>

      <ModelHeading dutch="Verklaring">Statement</ModelHeading>
      <Paragraph>
        {website.organisation} wants everyone to be able to use its websites, including people with a disability. The
        Dutch Digital Government Decree (<span lang="nl">Besluit digitale toegankelijkheid overheid</span>) requires
        this website to meet EN 301 549, which means WCAG 2.1 at level AA. We hold it to {statement.standard} at level
        AA, which adds six criteria to it. This statement applies to {website.url} and every page on it.
      </Paragraph>

      <ModelHeading dutch="Nalevingsstatus">Compliance status</ModelHeading>
      <Paragraph>
        <strong>
          Status {statement.status}: <span lang="nl">{statement.statusName.nl}</span> ({statement.statusName.en})
        </strong>
      </Paragraph>
      <Paragraph>
        {statement.status === 'C'
          ? 'We have evaluated most of the website and fixed what we found, but the evaluation is not complete yet: the criteria below that are not yet evaluated keep the status at C until they are.'
          : statement.status === 'B'
            ? 'Our own evaluation covers every criterion on every template; the deviations below are known, each with its fix date.'
            : 'The evaluation found no deviation.'}
      </Paragraph>

      <ModelHeading dutch="Onderbouwing">What the status rests on</ModelHeading>
      <Paragraph>
        Our own evaluation of {formatReviewDate(statement.date)}, by the {statement.evaluator}, following the{' '}
        {statement.method} method.{' '}
        {statement.independentAudit
          ? 'It has been confirmed by an independent audit.'
          : 'It is not an independent audit: nobody outside the team has checked it yet. Until an independent auditor has, the status rests on our own evidence only, which a supervisor can inspect but which has not been confirmed.'}
      </Paragraph>
      <Paragraph>
        It covers these templates, each with the pages and states we sampled: {statement.templates.length} in all.
      </Paragraph>
      <UnorderedList>
        {statement.templates.map((template) => (
          <UnorderedList.Item key={template.name}>
            {template.name}: {template.sample.join('; ')}
          </UnorderedList.Item>
        ))}
      </UnorderedList>
      <Paragraph>
        {statement.countNote} Each criterion was judged on each template, {judged} verdicts in all: {counts.pass}{' '}
        passed, {counts.fail} failed, {counts['not-present']} where the template has nothing the criterion is about, and{' '}
        {counts['not-checked']} not yet evaluated. Each verdict names its method: an automated test, a scripted check in
        the browser, or a written procedure anyone can repeat. The evaluation, with its evidence, is kept with the
        site&rsquo;s code as <code>accessibility/evaluation.json</code>.
      </Paragraph>

      <ModelHeading dutch="Afwijkingen">Known deviations</ModelHeading>
      {statement.deviations.length === 0 ? (
        <Paragraph>The evaluation found no deviation that is not fixed.</Paragraph>
      ) : (
        <UnorderedList>
          {statement.deviations.map((deviation) => (
            <UnorderedList.Item key={deviation.description}>
              <strong>{deviation.criterionNames.join(', ')}</strong> ({deviation.templateNames.join(', ')}):{' '}
              {deviation.description} {deviation.measure} To be fixed by {formatReviewDate(deviation.fixBy)}.
            </UnorderedList.Item>
          ))}
        </UnorderedList>
      )}
      {statement.notChecked.length > 0 && (
        <>
          <Heading level={3}>Not yet evaluated</Heading>
          <Paragraph>
            For these criteria we have no verdict yet on the templates named, so we do not claim that they pass.
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

      <ModelHeading dutch="Feedback en contactgegevens">Report a barrier</ModelHeading>
      <Paragraph>
        Is something on this website hard or impossible for you to use? Tell us by email at{' '}
        <Link href={contact.href}>
          {contact.channel}
          {/* A mail link leaves the page for another program, which the site's links say as they do for a new tab. */}
          <NewTabHint />
        </Link>
        : what you tried to do, on which page, and, if you like, the browser and assistive technology you use. The
        address reaches the {website.team}, who build and run this website. They answer within {contact.responseDays}{' '}
        working days and tell you what we will do about the barrier and when.
      </Paragraph>

      <ModelHeading dutch="Handhavingsprocedure">Enforcement procedure</ModelHeading>
      <Paragraph>
        Are you not satisfied with how we handled your report, or did we not answer within {contact.responseDays}{' '}
        working days? Then you can contact the{' '}
        <External href={NATIONAL_OMBUDSMAN}>
          National Ombudsman (<span lang="nl">Nationale ombudsman</span>)
        </External>{' '}
        free of charge. The National Ombudsman handles complaints about government organisations, and will tell you
        where your complaint about the City of Amsterdam is handled if that is somewhere else.
      </Paragraph>

      <ModelHeading dutch="Actualiteit">When this statement is renewed</ModelHeading>
      <Paragraph>
        We evaluate the website again whenever one of its templates changes, and at the latest by{' '}
        {formatReviewDate(reevaluateBy(statement.date))}, 36 months after this evaluation. This statement is not yet
        signed off by an authorised official of the City (<span lang="nl">akkoordverklaring</span>) nor entered in the
        national register.
      </Paragraph>
    </article>
  );
}
