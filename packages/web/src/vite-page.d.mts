import type { BuildEnvironmentOptions } from 'vite';

/** What differs between the two apps' pages. */
export interface AppPageOptions {
  /** The tab's and the home screen's name. */
  title: string;
  /** The meta description. */
  description: string;
  /** The favicon's SVG markup, written into the page. */
  iconSvg: string;
  /** `cover` lets an installed app draw under a phone's notch. */
  viewportFit?: 'cover';
}

/** The whole document around `entry` (what index.html holds). */
export function renderAppPage(options: AppPageOptions, entry: string): string;

/** A Vite plugin that writes the page around index.html's entry script. */
export function appPage(options: AppPageOptions): {
  name: string;
  transformIndexHtml: { order: 'pre'; handler: (entry: string) => string };
};

/** Both apps' build options: dist with source maps, the first page in one chunk. */
export const appBuild: BuildEnvironmentOptions;
