import { translate } from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import TextPage from '@site/src/components/TextPage';
import WhatThisSiteStores, { PRIVACY_TITLE } from '@site/src/components/Privacy/WhatThisSiteStores';
import { statedRetentionDays } from '@site/lib/retention';

/** What the site stores of its readers' votes and questions, linked from the footer. */
export default function Privacy() {
  const { siteConfig } = useDocusaurusContext();
  return (
    <TextPage
      title={PRIVACY_TITLE}
      description={translate({
        id: 'privacy.metaDescription',
        message: 'What Amsterdam Developers stores of your votes and questions, and for how long',
      })}
    >
      <WhatThisSiteStores retentionDays={statedRetentionDays(siteConfig.customFields)} />
    </TextPage>
  );
}
