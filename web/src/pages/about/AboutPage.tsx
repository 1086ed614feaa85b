export default function AboutPage() {
  return <h1>About DevForge</h1>;
}
