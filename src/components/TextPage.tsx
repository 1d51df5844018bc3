import type { ReactNode } from 'react';
import { Grid } from '@amsterdam/design-system-react';
import Layout from '@theme/Layout';

/** A page of running text outside the docs (privacy, search, changelog, the accessibility statement). */
export interface TextPageProps {
  /** The browser tab's title. */
  title: string;
  /** The description for search engines and link previews. */
  description: string;
  children: ReactNode;
}

/** The site's layout with one column of text, as wide as a doc page's, at every width. */
export default function TextPage({ title, description, children }: TextPageProps) {
  return (
    <Layout title={title} description={description}>
      <main>
        <Grid paddingVertical="x-large">
          <Grid.Cell span={{ narrow: 4, medium: 8, wide: 8 }}>{children}</Grid.Cell>
        </Grid>
      </main>
    </Layout>
  );
}
