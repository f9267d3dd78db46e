type Resources = Record<string, unknown>;

/** The strings of the first screen in this language, in one download instead of six (docs/architecture.md). */
const files = import.meta.glob<Resources>('../../../locales/en/{common,consent,language,errors,app-update,site}.json', {
  eager: true,
  import: 'default',
});

export default files;
