export default function SearchBox() {
  return <input type="search" aria-label="Search" />;
}
