export function Footer() {
  return <footer className="border-t border-border py-8 text-center text-sm text-muted">© 2026 DevForge</footer>;
}
