import { useDoc } from '@docusaurus/plugin-content-docs/client';
import ReviewStatus from '@site/src/components/ReviewStatus/ReviewStatus';
import { reviewFromFrontMatter } from '@site/src/components/ReviewStatus/reviewState';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type { WrapperProps } from '@docusaurus/types';

type Props = WrapperProps<typeof ContentType>;

/** The stock doc content, with the standard's status and review dates above its title. */
export default function ContentWrapper(props: Props) {
  const { frontMatter, metadata } = useDoc();
  const review = reviewFromFrontMatter(frontMatter as Record<string, unknown>, metadata.id);
  return (
    <>
      {review && <ReviewStatus {...review} />}
      <Content {...props} />
    </>
  );
}
