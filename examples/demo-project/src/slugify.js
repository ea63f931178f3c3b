// Bug on purpose: only the first space becomes a dash.
export function slugify(title) {
  return title.trim().toLowerCase().replace(' ', '-');
}
