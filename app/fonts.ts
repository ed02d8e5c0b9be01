import localFont from "next/font/local";

/**
 * Geist, the site's typeface, as Fontsource cuts it: the Latin subset only (29 KB, against
 * 70 KB for the whole variable font of the `geist` package), since it is preloaded on every
 * page and a phone on a slow network waits for it before the first paint settles. The
 * unicode-range is Fontsource's; a character outside it (a Polish or Vietnamese name) is
 * drawn in the metric-matched fallback next/font generates, not as a missing glyph.
 */
export const geistSans = localFont({
  src: "../node_modules/@fontsource-variable/geist/files/geist-latin-wght-normal.woff2",
  variable: "--font-geist-sans",
  weight: "100 900",
  declarations: [
    {
      prop: "unicode-range",
      value:
        "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD",
    },
  ],
});
