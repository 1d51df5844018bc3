import Head from '@docusaurus/Head';
import { Redirect } from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';

/**
 * The route of a path that leads elsewhere (plugins/redirect-routes): the
 * router replaces it with the target. Its static page refreshes to the target
 * without JavaScript; in the browser that tag is left out, because a refresh
 * tag added to a running page would reload it.
 */
export default function RedirectPage({ to }: { to: string }) {
  const isBrowser = useIsBrowser();
  const canonical = useBaseUrl(to, { absolute: true });
  return (
    <>
      <Head>
        <meta name="robots" content="noindex" />
        <link rel="canonical" href={canonical} />
        {!isBrowser && <meta httpEquiv="refresh" content={`0; url=${to}`} />}
      </Head>
      <Redirect to={to} />
    </>
  );
}
