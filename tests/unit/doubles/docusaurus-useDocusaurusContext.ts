export default function useDocusaurusContext() {
  return {
    siteConfig: {
      title: 'Amsterdam Developers',
      tagline: 'Technology standards and guidance for everyone who builds software for the City of Amsterdam',
      customFields: { version: '0.5.10' },
    },
  };
}
