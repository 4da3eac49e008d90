import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

// The seed names this sidebar `tutorialSidebar`; the intro guide is its entry.
// Guides are listed in the seed's order as they are written; pages outside the sidebar set
// `displayed_sidebar: tutorialSidebar` in their front matter instead.
const sidebars: SidebarsConfig = {
  tutorialSidebar: ['intro'],
};

export default sidebars;
