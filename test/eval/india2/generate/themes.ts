/**
 * HTML templates of the second India batch, two per rendering, none shared with the first batch (the fresh
 * split adds one more per rendering, in address-themes.ts).
 * Each prints the main roles in one line order and the secondary (part-time) role in the other, as
 * people do when they add a visiting or freelance role to a resume written for their main jobs.
 */
import {
  type Education,
  employerWithPlace,
  type Person,
  printRange,
  type Rendering,
  type Role,
} from './people.js';

export const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function page(css: string, body: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><style>${css}</style></head><body>${body}</body></html>`;
}

/** 'B.Tech in Computer Engineering', 'M.Sc (Physics)', 'Class XII (Science)', 'Class X'. */
export function qualification(e: Education, join: 'in' | 'brackets' | 'comma' | 'dash'): string {
  if (!e.field) return esc(e.degree);
  // A stream after a school row reads in brackets or after a dash, never 'Class XII in Science'.
  const j = e.school && (join === 'in' || join === 'comma') ? 'brackets' : join;
  if (j === 'in') return `${esc(e.degree)} in ${esc(e.field)}`;
  if (j === 'brackets') return `${esc(e.degree)} (${esc(e.field)})`;
  if (j === 'comma') return `${esc(e.degree)}, ${esc(e.field)}`;
  return `${esc(e.degree)} - ${esc(e.field)}`;
}

export const bullets = (r: Role) =>
  r.bullets.length ? `<ul>${r.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>` : '';
const skillsList = (p: Person, sep: string) => p.skills.map(esc).join(sep);

/** Single column: 'Company, City' in bold with the dates flush right, the title in italics below it. */
function ledger(p: Person): string {
  const css = `body{font-family:'Liberation Serif',serif;font-size:10.5pt;margin:34px 46px;color:#111}
h1{font-size:20pt;margin:0 0 2px}h2{font-size:11.5pt;margin:14px 0 5px;padding-bottom:2px;border-bottom:2px solid #333}
.row{display:flex;justify-content:space-between}ul{margin:2px 0 6px 18px;padding:0}.entry{margin-bottom:5px}`;
  const role = (r: Role) =>
    r.secondary
      ? `<div class="entry"><div class="row"><b>${esc(r.title)}</b><span>${esc(printRange(r, p))}</span></div><div>${esc(employerWithPlace(r, p))}</div>${bullets(r)}</div>`
      : `<div class="entry"><div class="row"><b>${esc(employerWithPlace(r, p))}</b><span>${esc(printRange(r, p))}</span></div><div><i>${esc(r.title)}</i></div>${bullets(r)}</div>`;
  const body = `<h1>${esc(p.firstName)} ${esc(p.lastName)}</h1>
<div>${esc(p.location)} | ${esc(p.phone)} | ${esc(p.email)}</div>
<h2>PROFILE</h2><p>${esc(p.summary)}</p>
${p.roles.length ? `<h2>WORK EXPERIENCE</h2>${p.roles.map(role).join('')}` : ''}
<h2>EDUCATION</h2>${p.education
    .map(
      (e) =>
        `<div class="entry"><div class="row"><b>${qualification(e, 'comma')}</b><span>${e.year}</span></div><div>${esc(e.institution)} | ${esc(e.grade)}</div></div>`,
    )
    .join('')}
<h2>SKILLS</h2><p>${skillsList(p, ', ')}</p>
<h2>LANGUAGES</h2><p>${p.languages.join(', ')}</p>`;
  return page(css, body);
}

/** Single column: the title with the dates flush right, 'Company - City, State' below; a qualification table. */
function stacked(p: Person): string {
  const css = `body{font-family:'DejaVu Sans',sans-serif;font-size:9.5pt;margin:30px 40px;color:#222}
h1{font-size:19pt;margin:0;color:#1f3a5f}h2{font-size:10.5pt;margin:13px 0 4px;color:#1f3a5f;text-transform:uppercase}
.row{display:flex;justify-content:space-between}ul{margin:2px 0 5px 16px;padding:0}
table{border-collapse:collapse;width:100%}td,th{border:1px solid #999;padding:3px 6px;text-align:left;font-size:9pt}`;
  const role = (r: Role) =>
    r.secondary
      ? `<div><b>${esc(employerWithPlace(r, p))}</b></div><div class="row"><i>${esc(r.title)}</i><span>${esc(printRange(r, p, ' - '))}</span></div>${bullets(r)}`
      : `<div class="row"><b>${esc(r.title)}</b><span>${esc(printRange(r, p, ' - '))}</span></div><div>${esc(employerWithPlace(r, p))}</div>${bullets(r)}`;
  const body = `<h1>${esc(p.firstName)} ${esc(p.lastName)}</h1>
<div>${esc(p.headline)}</div>
<div>Phone: ${esc(p.phone)} &nbsp; Email: ${esc(p.email)} &nbsp; ${esc(p.location)}</div>
<h2>Career Objective</h2><p>${esc(p.summary)}</p>
${p.roles.length ? `<h2>Professional Experience</h2>${p.roles.map(role).join('')}` : ''}
<h2>Educational Qualifications</h2><table><tr><th>Qualification</th><th>Board / University</th><th>Year</th><th>Marks</th></tr>
${p.education.map((e) => `<tr><td>${qualification(e, 'in')}</td><td>${esc(e.institution)}</td><td>${e.year}</td><td>${esc(e.grade)}</td></tr>`).join('')}</table>
<h2>Key Skills</h2><p>${skillsList(p, ' • ')}</p>
<h2>Languages Known</h2><p>${p.languages.join(', ')}</p>`;
  return page(css, body);
}

/** Two columns, sidebar on the left; the dates on the line above each role and the year above each degree. */
function railyear(p: Person): string {
  const css = `body{font-family:'Liberation Sans',Arial,sans-serif;font-size:9.5pt;margin:0;color:#222}
.wrap{display:flex;min-height:100vh}.side{width:31%;background:#e9f0ec;padding:26px 16px}.main{width:69%;padding:26px 24px}
h1{font-size:21pt;margin:0}h2{font-size:10.5pt;margin:13px 0 4px;border-bottom:1px solid #6a8}
.when{color:#555;font-size:8.5pt;margin-top:6px}.side div{margin:3px 0}ul{margin:2px 0 5px 15px;padding:0}`;
  const role = (r: Role) =>
    r.secondary
      ? `<div><b>${esc(employerWithPlace(r, p))}</b></div><div>${esc(r.title)}</div><div class="when">${esc(printRange(r, p))}</div>${bullets(r)}`
      : `<div class="when">${esc(printRange(r, p))}</div><div><b>${esc(r.title)}</b></div><div>${esc(employerWithPlace(r, p))}</div>${bullets(r)}`;
  const body = `<div class="wrap"><div class="side">
<h2>Contact</h2><div>${esc(p.phone)}</div><div>${esc(p.email)}</div><div>${esc(p.location)}</div>
<h2>Skills</h2>${p.skills.map((s) => `<div>${esc(s)}</div>`).join('')}
<h2>Languages</h2>${p.languages.map((s) => `<div>${esc(s)}</div>`).join('')}
</div><div class="main">
<h1>${esc(p.firstName)} ${esc(p.lastName)}</h1><div>${esc(p.headline)}</div>
<h2>Summary</h2><p>${esc(p.summary)}</p>
${p.roles.length ? `<h2>Experience</h2>${p.roles.map(role).join('')}` : ''}
<h2>Education</h2>${p.education
    .map(
      (e) =>
        `<div class="when">${e.year}</div><div><b>${qualification(e, 'brackets')}</b></div><div>${esc(e.institution)} · ${esc(e.grade)}</div>`,
    )
    .join('')}
</div></div>`;
  return page(css, body);
}

/** Two columns, sidebar on the right; each entry's dates and each degree's year in a narrow right-hand column. */
function sidecol(p: Person): string {
  const css = `body{font-family:'DejaVu Serif',serif;font-size:9pt;margin:0;color:#1b1b1b}
.wrap{display:flex}.main{width:67%;padding:28px 18px 28px 32px}.side{width:33%;padding:28px 18px;background:#f2ece0}
h1{font-size:20pt;margin:0}h2{font-size:10pt;margin:13px 0 5px;text-transform:uppercase;letter-spacing:1px;color:#6b3d10}
.item{display:grid;grid-template-columns:1fr 84px;column-gap:12px;margin-bottom:6px}.date{text-align:right;color:#444}
ul{margin:2px 0 3px 14px;padding:0}.side div{margin:2px 0}`;
  const role = (r: Role) =>
    r.secondary
      ? `<div class="item"><div><b>${esc(r.title)}</b><br>${esc(employerWithPlace(r, p))}${bullets(r)}</div><div class="date">${esc(printRange(r, p, ' – '))}</div></div>`
      : `<div class="item"><div><b>${esc(employerWithPlace(r, p))}</b><br>${esc(r.title)}${bullets(r)}</div><div class="date">${esc(printRange(r, p, ' – '))}</div></div>`;
  const body = `<div class="wrap"><div class="main">
<h1>${esc(p.firstName)} ${esc(p.lastName)}</h1><div>${esc(p.headline)}</div>
<h2>About Me</h2><p>${esc(p.summary)}</p>
${p.roles.length ? `<h2>Work History</h2>${p.roles.map(role).join('')}` : ''}
<h2>Academic Details</h2>${p.education
    .map(
      (e) =>
        `<div class="item"><div><b>${qualification(e, 'dash')}</b><br>${esc(e.institution)}<br>${esc(e.grade)}</div><div class="date">${e.year}</div></div>`,
    )
    .join('')}
</div><div class="side">
<h2>Contact</h2><div>${esc(p.phone)}</div><div>${esc(p.email)}</div><div>${esc(p.location)}</div>
<h2>Technical Skills</h2>${p.skills.map((s) => `<div>${esc(s)}</div>`).join('')}
<h2>Languages</h2><div>${p.languages.join(', ')}</div>
</div></div>`;
  return page(css, body);
}

/** Word: 'Company, City' over the title over the dates; a qualification table with a board column. */
function tabled(p: Person): string {
  const css = `body{font-family:'Liberation Serif',serif;font-size:11pt}td{padding:2px 8px;vertical-align:top}`;
  const role = (r: Role) =>
    r.secondary
      ? `<p><b>${esc(r.title)}</b><br>${esc(employerWithPlace(r, p))}<br>${esc(printRange(r, p, ' to '))}</p>${bullets(r)}`
      : `<p><b>${esc(employerWithPlace(r, p))}</b><br>${esc(r.title)}<br>${esc(printRange(r, p, ' to '))}</p>${bullets(r)}`;
  const body = `<p style="font-size:17pt"><b>${esc(p.firstName)} ${esc(p.lastName)}</b></p>
<p>${esc(p.email)} | ${esc(p.phone)}<br>${esc(p.location)}</p>
<p><b>OBJECTIVE</b></p><p>${esc(p.summary)}</p>
${p.roles.length ? `<p><b>EXPERIENCE</b></p>${p.roles.map(role).join('')}` : ''}
<p><b>ACADEMIC QUALIFICATIONS</b></p>
<table border="1" cellspacing="0"><tr><td><b>Course</b></td><td><b>Board / University</b></td><td><b>Year of Passing</b></td><td><b>Percentage / CGPA</b></td></tr>
${p.education.map((e) => `<tr><td>${qualification(e, 'brackets')}</td><td>${esc(e.institution)}</td><td>${e.year}</td><td>${esc(e.grade)}</td></tr>`).join('')}
</table>
<p><b>SKILLS</b></p><p>${skillsList(p, ', ')}</p>
<p><b>LANGUAGES KNOWN</b></p><p>${p.languages.join(', ')}</p>
<p><b>DECLARATION</b></p><p>I hereby declare that the details above are correct to the best of my knowledge.</p>`;
  return page(css, body);
}

/** Word: the title with its dates in brackets over 'Company - City'; the year above each qualification. */
function yearfirst(p: Person): string {
  const css = `body{font-family:'Liberation Sans',Arial,sans-serif;font-size:10.5pt}`;
  const role = (r: Role) =>
    r.secondary
      ? `<p><b>${esc(employerWithPlace(r, p))}</b><br>${esc(r.title)} (${esc(printRange(r, p, ' - '))})</p>${bullets(r)}`
      : `<p><b>${esc(r.title)}</b> (${esc(printRange(r, p, ' - '))})<br>${esc(employerWithPlace(r, p))}</p>${bullets(r)}`;
  const body = `<h1>${esc(p.firstName)} ${esc(p.lastName)}</h1>
<p>${esc(p.headline)}<br>Mobile: ${esc(p.phone)}<br>E-mail: ${esc(p.email)}<br>${esc(p.location)}</p>
<h2>Summary</h2><p>${esc(p.summary)}</p>
${p.roles.length ? `<h2>Employment History</h2>${p.roles.map(role).join('')}` : ''}
<h2>Education</h2>${p.education
    .map(
      (e) => `<p>${e.year}<br><b>${qualification(e, 'in')}</b><br>${esc(e.institution)}, ${esc(e.grade)}</p>`,
    )
    .join('')}
<h2>Skills</h2><ul>${p.skills.map((s) => `<li>${esc(s)}</li>`).join('')}</ul>
<h2>Languages</h2><p>${p.languages.join(', ')}</p>`;
  return page(css, body);
}

export const TEMPLATES: Record<Rendering, Record<string, (p: Person) => string>> = {
  'pdf-single': { ledger, stacked },
  'pdf-two-column': { railyear, sidecol },
  docx: { tabled, yearfirst },
};
