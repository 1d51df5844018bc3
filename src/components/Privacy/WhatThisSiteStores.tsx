import { Heading, Link, Paragraph } from '@amsterdam/design-system-react';
import Translate, { translate } from '@docusaurus/Translate';
import NewTabHint from '@site/src/components/NewTabHint';
import { siteFacts } from '@site/lib/site-facts';
import styles from './WhatThisSiteStores.module.css';

export const PRIVACY_TITLE = translate({
  id: 'privacy.title',
  message: 'What this site stores',
});

/** "1 day" or "90 days": how long the site keeps what readers send. */
function retentionPeriod(days: number): string {
  return days === 1
    ? translate({ id: 'privacy.period.one', message: '1 day' })
    : translate({ id: 'privacy.period.other', message: '{days} days' }, { days });
}

/**
 * The privacy section of the site: what the server keeps of the page votes
 * and the assistant's questions, for how long, and who sees it. The city's
 * privacy statement (linked at the end) covers readers' rights; this page
 * only says what this site itself does.
 */
export default function WhatThisSiteStores({ retentionDays }: { retentionDays: number }) {
  const period = retentionPeriod(retentionDays);
  return (
    <article className={styles.page}>
      <Heading level={1}>{PRIVACY_TITLE}</Heading>
      <Paragraph size="large">
        <Translate id="privacy.summary" values={{ period }}>
          {
            'This site keeps only what you choose to send it, without anything that identifies you, and deletes it after {period}.'
          }
        </Translate>
      </Paragraph>

      <Heading level={2}>
        <Translate id="privacy.stored.heading">What is stored</Translate>
      </Heading>
      <Paragraph>
        <Translate
          id="privacy.stored.votes"
          values={{
            question: (
              <strong>
                <Translate id="privacy.stored.votesName">“Was this page helpful?”</Translate>
              </strong>
            ),
          }}
        >
          {'{question} The page, your yes or no, and the comment you write, if any.'}
        </Translate>
      </Paragraph>
      <Paragraph>
        <Translate
          id="privacy.stored.askAi"
          values={{
            askAi: (
              <strong>
                <Translate id="privacy.stored.askAiName">Ask AI.</Translate>
              </strong>
            ),
          }}
        >
          {
            '{askAi} Your questions, the answers, the pages they cite, and your like or dislike of an answer with the reason you give. The same goes for the questions an assistant in your editor asks through the site’s MCP server, marked as having come that way.'
          }
        </Translate>
      </Paragraph>
      <Paragraph>
        <Translate id="privacy.notStored">
          Not stored: your IP address, a name, an account or a cookie. To stop abuse, the server counts requests per
          visitor by a keyed hash of the address, and forgets those counts within about an hour.
        </Translate>
      </Paragraph>
      <Paragraph>
        <Translate id="privacy.inBrowser">
          Your own browser keeps a few things for you, on your device. In its local storage: which pages you voted on,
          so a page asks only once; your recent and favourite searches; your Ask AI conversations; and whether the “/”
          key opens the search. For the open tab only: the short-lived token Ask AI answers you with, and the answer you
          followed a source from. Clearing the site’s data in your browser removes them.
        </Translate>
      </Paragraph>
      <Paragraph>
        <Translate id="privacy.leaveOut">
          Please leave names, email addresses and other personal details out of comments and questions.
        </Translate>
      </Paragraph>

      <Heading level={2}>
        <Translate id="privacy.period.heading">For how long</Translate>
      </Heading>
      <Paragraph>
        <Translate id="privacy.period.text" values={{ period }}>
          {'Votes, comments, questions and answers are deleted automatically after {period}.'}
        </Translate>
      </Paragraph>

      <Heading level={2}>
        <Translate id="privacy.readers.heading">Who sees it</Translate>
      </Heading>
      <Paragraph>
        <Translate id="privacy.readers.text">
          The team that writes the standards, as a report of the votes, comments and questions, to find what the pages
          do not explain yet. Nothing is sold or shared, and the site has no analytics, advertising or third-party
          scripts. When the assistant is set up with a language model, your question and the passages found for it are
          sent to that model to write the answer, and to nothing else.
        </Translate>
      </Paragraph>

      <Paragraph>
        <Translate
          id="privacy.rights"
          values={{
            statement: (
              <Link href={siteFacts.privacy} target="_blank" rel="noopener noreferrer">
                <Translate id="privacy.rights.link">privacy statement of the City of Amsterdam</Translate>
                <NewTabHint />
              </Link>
            ),
          }}
        >
          {'Your rights and how the City handles personal data are described in the {statement}.'}
        </Translate>
      </Paragraph>
    </article>
  );
}
