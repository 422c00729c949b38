export function HomePage() {
  return (
    <main className="page">
      <h1>Mindlane</h1>
      <p>Mind maps, to-do lists and Kanban boards in one live workspace.</p>
    </main>
  );
}
