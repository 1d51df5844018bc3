import { Grid, Heading, LinkList, Paragraph } from '@amsterdam/design-system-react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import type { Area } from './areas';
import styles from './Home.module.css';

export default function AreaList({ areas }: { areas: Area[] }) {
  return (
    <Grid as="section" paddingBottom="2x-large" aria-labelledby="areas-heading" gapVertical="large">
      <Grid.Cell span="all">
        <Heading level={2} id="areas-heading">
          <Translate id="home.areas.heading">The standards, by area</Translate>
        </Heading>
      </Grid.Cell>
      {areas.map((area) => (
        <Grid.Cell key={area.title} span={{ narrow: 4, medium: 4, wide: 3 }} className={styles.area}>
          <Heading level={3} size="level-4">
            {area.title}
          </Heading>
          <Paragraph size="small">{area.summary}</Paragraph>
          <LinkList>
            {area.links.map((link) => (
              <LinkList.Link key={link.to} href={link.to} linkComponent={Link}>
                {link.label}
              </LinkList.Link>
            ))}
          </LinkList>
        </Grid.Cell>
      ))}
    </Grid>
  );
}
