import { Heading, Link, Paragraph, Row } from '@amsterdam/design-system-react';
import DocusaurusLink from '@docusaurus/Link';
import Translate, { translate } from '@docusaurus/Translate';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import { byDay, changelogFeeds, type ChangelogEntry } from '@site/lib/changelog';
import { longDate } from '../ReviewStatus/longDate';
import RuleMark from './RuleMark';

export const CHANGELOG_TITLE = translate({
  id: 'changelog.title',
  message: 'What changed in the standards',
});

/** One change: the page it changed (linked), whether it changed a rule, and what changed. */
function Entry({ entry }: { entry: ChangelogEntry }) {
  // The doc pages link to each entry ("What changed"); the build checks those links against the anchors it collects.
  useBrokenLinks().collectAnchor(entry.anchor);
  return (
    // Spacing from Infima's utility classes, which the site's stylesheet already holds: the page adds no CSS.
    <article id={entry.anchor} className="margin-top--md" aria-labelledby={`${entry.anchor}-title`}>
      <Row wrap gap="small" alignVertical="center">
        <Heading level={3} size="level-4" id={`${entry.anchor}-title`}>
          <Link href={entry.permalink} linkComponent={DocusaurusLink}>
            {entry.title}
          </Link>
        </Heading>
        <RuleMark rule={entry.rule} />
      </Row>
      <Paragraph className="margin-top--sm">{entry.summary}</Paragraph>
    </article>
  );
}

/** The feeds' links as a list in words: "Atom, RSS or JSON Feed". */
function FeedLinks() {
  return changelogFeeds.map((feed, index) => (
    <span key={feed.format}>
      {index > 0 &&
        (index === changelogFeeds.length - 1 ? (
          <>
            {' '}
            <Translate id="changelog.feedsOr">or</Translate>{' '}
          </>
        ) : (
          ', '
        ))}
      <Link href={`/${feed.file}`} type={feed.type}>
        {feed.title}
      </Link>
    </span>
  ));
}

/**
 * Every change to the standards, newest first, one section per day. Each
 * entry has an id of its own (`backend-database-2026-11-23`), which each
 * page's review line links to.
 */
export default function Changelog({ entries }: { entries: readonly ChangelogEntry[] }) {
  return (
    <article>
      <Heading level={1}>{CHANGELOG_TITLE}</Heading>
      <Paragraph size="large" className="margin-top--md">
        <Translate id="changelog.intro">
          Every change to a standard on this site, newest first. A change that adds, drops or rewords a MUST or SHOULD
          rule says so.
        </Translate>
      </Paragraph>
      <Paragraph className="margin-top--md">
        <Translate id="changelog.feeds" values={{ feeds: <FeedLinks /> }}>
          {'Follow the changes in your feed reader: {feeds}.'}
        </Translate>
      </Paragraph>
      {byDay(entries).map(({ date, entries: ofDay }) => (
        <section key={date} className="margin-vert--lg" aria-labelledby={`changes-${date}`}>
          <Heading level={2} size="level-3" id={`changes-${date}`}>
            <time dateTime={date}>{longDate(date)}</time>
          </Heading>
          {ofDay.map((entry) => (
            <Entry key={entry.anchor} entry={entry} />
          ))}
        </section>
      ))}
    </article>
  );
}
