import Head from '@docusaurus/Head';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import Footer from '@theme-original/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type { WrapperProps } from '@docusaurus/types';
import PageFeedback from '@site/src/components/PageFeedback/PageFeedback';

type Props = WrapperProps<typeof FooterType>;

/** The stock doc footer (edit link, last update), then "Was this page helpful?"; the head names the Markdown copy. */
export default function FooterWrapper(props: Props) {
  const { metadata } = useDoc();
  return (
    <>
      <Head>
        <link rel="alternate" type="text/markdown" href={`${metadata.permalink}.md`} />
      </Head>
      <Footer {...props} />
      <PageFeedback page={metadata.permalink} />
    </>
  );
}
