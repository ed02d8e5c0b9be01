/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  // End-to-end tests build into their own folder so they never replace the build that
  // `npm start` serves.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  poweredByHeader: false,
  // Prisma's generated client and the pg driver are server-only Node code.
  serverExternalPackages: ["pg", "@prisma/adapter-pg", "@node-rs/argon2"],
  images: {
    // Demo images are local SVGs; the app never fetches remote images.
    dangerouslyAllowSVG: true,
    contentDispositionType: "attachment",
    contentSecurityPolicy: "default-src 'self'; script-src 'none'; sandbox;",
  },
};

export default nextConfig;
