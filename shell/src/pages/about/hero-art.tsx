/** A line drawing of a furnished corner beside an arched window, for the /about hero (decorative). */
export function HeroArt({ className }: { className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 360 280"
      width="360"
      height="280"
      aria-hidden="true"
      fill="none"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M150 210V90a60 60 0 0 1 120 0v120z" fill="#fff" stroke="#b9ab9b" strokeWidth="3" />
      <path d="M210 30v180M150 120h120" stroke="#e4dbd0" strokeWidth="3" />
      <circle cx="238" cy="70" r="14" fill="#f1e4d3" />
      <path d="M20 232h320" stroke="#b9ab9b" strokeWidth="3" />
      <path d="M48 232v-14M150 232v-14" stroke="#7a4a22" strokeWidth="4" />
      <path d="M40 218h118v-40a14 14 0 0 0-14-14H54a14 14 0 0 0-14 14z" fill="#c7883b" stroke="#7a4a22" strokeWidth="3" />
      <path d="M52 164v-34a14 14 0 0 1 14-14h66a14 14 0 0 1 14 14v34" fill="#e0a95e" stroke="#7a4a22" strokeWidth="3" />
      <path d="M99 118v46" stroke="#7a4a22" strokeWidth="2" />
      <path d="M300 232l-8-44h36l-8 44z" fill="#7a4a22" />
      <path d="M310 188c0-30-22-40-30-64M310 188c0-28 18-44 14-72M310 188c-2-20-26-26-36-42" stroke="#5c7a4a" strokeWidth="4" />
      <path d="M280 124c-10-2-14 8-8 12M324 116c8-6 16 2 10 8M274 146c-10 0-10 10-2 12" stroke="#5c7a4a" strokeWidth="4" />
      <path d="M196 232v-62M184 170h24l-4-22h-16z" stroke="#2b2520" strokeWidth="3" fill="#faf7f3" />
    </svg>
  );
}
