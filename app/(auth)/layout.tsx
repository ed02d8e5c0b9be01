/** The (auth) group: sign-in and sign-up, for visitors who are not signed in. */
export default function AuthLayout({ children }: { children: React.ReactNode }) {
  return <div className="bg-gradient-to-b from-secondary/60 to-background">{children}</div>;
}
