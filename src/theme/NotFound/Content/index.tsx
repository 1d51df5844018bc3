import { Grid, Heading, LinkList, Paragraph } from '@amsterdam/design-system-react';
import Link from '@docusaurus/Link';
import { useLocation } from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import NewTabHint from '@site/src/components/NewTabHint';
import { areas } from '@site/src/components/Home/areas';
import { newIssueUrl, siteFacts } from '@site/lib/site-facts';
import styles from './styles.module.css';

/**
 * The report names the address visited. The page is rendered once, at build time, and served for every unknown
 * address: only the browser knows which, and only after hydration (a hydrated link keeps the href it was served
 * with, so the build's own path, /404, would stay). Until then the report names no address.
 */
function useBrokenLinkReport(): string {
  const { pathname } = useLocation();
  const visited = useIsBrowser() ? pathname : undefined;
  return newIssueUrl(
    visited === undefined
      ? { title: 'Broken link', body: 'I followed a link on developers.amsterdam and found no page there.' }
      : {
          title: `Broken link: ${visited}`,
          body: `I followed a link to ${visited} on developers.amsterdam and found no page there.`,
        },
  );
}

/** A wrong URL gets a way on: the areas of the standards and a way to report the broken link. */
export default function NotFoundContent({ className }: { className?: string }) {
  const report = useBrokenLinkReport();
  return (
    <main className={className}>
      <Grid paddingVertical="2x-large" gapVertical="large">
        <Grid.Cell span={{ narrow: 4, medium: 8, wide: 8 }} className={styles.intro}>
          <Heading level={1}>Page not found</Heading>
          <Paragraph size="large">
            There is no page at this address. It may have moved when the standards were reorganised, or the link may
            have a typing error.
          </Paragraph>
          <Paragraph>
            Start from the <Link to={siteFacts.docsIntro}>introduction to the standards</Link>, or pick an area:
          </Paragraph>
          <LinkList>
            {areas.map((area) => (
              <LinkList.Link key={area.title} href={area.links[0].to} linkComponent={Link}>
                {area.title}: {area.links[0].label}
              </LinkList.Link>
            ))}
          </LinkList>
          <Paragraph>
            Followed a link on this site?{' '}
            <a href={report} target="_blank" rel="noopener noreferrer">
              Tell us which link is broken
              <NewTabHint />
            </a>
            .
          </Paragraph>
        </Grid.Cell>
      </Grid>
    </main>
  );
}
