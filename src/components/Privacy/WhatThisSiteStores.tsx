import { Heading, Link, Paragraph } from '@amsterdam/design-system-react';
import NewTabHint from '@site/src/components/NewTabHint';
import { siteFacts } from '@site/lib/site-facts';
import styles from './WhatThisSiteStores.module.css';

export const PRIVACY_TITLE = 'What this site stores';

/**
 * The privacy section of the site: what the server keeps of the page votes
 * and the assistant's questions, for how long, and who sees it. The city's
 * privacy statement (linked at the end) covers readers' rights; this page
 * only says what this site itself does.
 */
export default function WhatThisSiteStores({ retentionDays }: { retentionDays: number }) {
  const period = retentionDays === 1 ? '1 day' : `${retentionDays} days`;
  return (
    <article className={styles.page}>
      <Heading level={1}>{PRIVACY_TITLE}</Heading>
      <Paragraph size="large">
        This site keeps only what you choose to send it, without anything that identifies you, and deletes it after{' '}
        {period}.
      </Paragraph>

      <Heading level={2}>What is stored</Heading>
      <Paragraph>
        <strong>&ldquo;Was this page helpful?&rdquo;</strong> The page, your yes or no, and the comment you write, if
        any.
      </Paragraph>
      <Paragraph>
        <strong>Ask AI.</strong> Your questions, the answers, the pages they cite, and your like or dislike of an answer
        with the reason you give. The same goes for the questions an assistant in your editor asks through the
        site&rsquo;s MCP server, marked as having come that way.
      </Paragraph>
      <Paragraph>
        Not stored: your IP address, a name, an account or a cookie. To stop abuse, the server counts requests per
        visitor by a keyed hash of the address, and forgets those counts within about an hour. Your own browser
        remembers which pages you voted on (in its local storage), so a page asks only once; clearing the site&rsquo;s
        data in your browser removes that.
      </Paragraph>
      <Paragraph>
        Please leave names, email addresses and other personal details out of comments and questions.
      </Paragraph>

      <Heading level={2}>For how long</Heading>
      <Paragraph>Votes, comments, questions and answers are deleted automatically after {period}.</Paragraph>

      <Heading level={2}>Who sees it</Heading>
      <Paragraph>
        The team that writes the standards, as a report of the votes, comments and questions, to find what the pages do
        not explain yet. Nothing is sold or shared, and the site has no analytics, advertising or third-party scripts.
        When the assistant is set up with a language model, your question and the passages found for it are sent to that
        model to write the answer, and to nothing else.
      </Paragraph>

      <Paragraph>
        Your rights and how the City handles personal data are described in the{' '}
        <Link href={siteFacts.privacy} target="_blank" rel="noopener noreferrer">
          privacy statement of the City of Amsterdam
          <NewTabHint />
        </Link>
        .
      </Paragraph>
    </article>
  );
}
