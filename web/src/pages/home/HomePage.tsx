export function HomePage() {
  return <h1>DevForge</h1>;
}
