import { Grid, Heading, LinkList, Paragraph } from '@amsterdam/design-system-react';
import Link from '@docusaurus/Link';
import { useLocation } from '@docusaurus/router';
import Translate, { translate } from '@docusaurus/Translate';
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
      ? {
          title: translate({
            id: 'notFound.issue.title',
            message: 'Broken link',
          }),
          body: translate({
            id: 'notFound.issue.body',
            message: 'I followed a link on developers.amsterdam and found no page there.',
          }),
        }
      : {
          title: translate(
            {
              id: 'notFound.issue.titleWithPath',
              message: 'Broken link: {path}',
            },
            { path: visited },
          ),
          body: translate(
            {
              id: 'notFound.issue.bodyWithPath',
              message: 'I followed a link to {path} on developers.amsterdam and found no page there.',
            },
            { path: visited },
          ),
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
          <Heading level={1}>
            <Translate id="notFound.title">Page not found</Translate>
          </Heading>
          <Paragraph size="large">
            <Translate id="notFound.text">
              There is no page at this address. It may have moved when the standards were reorganised, or the link may
              have a typing error.
            </Translate>
          </Paragraph>
          <Paragraph>
            <Translate
              id="notFound.startFrom"
              values={{
                intro: (
                  <Link to={siteFacts.docsIntro}>
                    <Translate id="notFound.startFrom.link">introduction to the standards</Translate>
                  </Link>
                ),
              }}
            >
              {'Start from the {intro}, or pick an area:'}
            </Translate>
          </Paragraph>
          <LinkList>
            {areas.map((area) => (
              <LinkList.Link key={area.title} href={area.links[0].to} linkComponent={Link}>
                <Translate id="notFound.areaLink" values={{ area: area.title, page: area.links[0].label }}>
                  {'{area}: {page}'}
                </Translate>
              </LinkList.Link>
            ))}
          </LinkList>
          <Paragraph>
            <Translate
              id="notFound.report"
              values={{
                link: (
                  <a href={report} target="_blank" rel="noopener noreferrer">
                    <Translate id="notFound.report.link">Tell us which link is broken</Translate>
                    <NewTabHint />
                  </a>
                ),
              }}
            >
              {'Followed a link on this site? {link}.'}
            </Translate>
          </Paragraph>
        </Grid.Cell>
      </Grid>
    </main>
  );
}
