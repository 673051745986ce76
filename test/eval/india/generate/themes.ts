/** HTML resume themes for the India corpus, printed by Chromium or converted by LibreOffice. */
import { type Person, printDate, printRange } from './people.js';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function page(css: string, body: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><style>${css}</style></head><body>${body}</body></html>`;
}

const degreeLine = (e: Person['education'][number], sep: string) => `${esc(e.degree)}${sep}${esc(e.field)}`;

/** One column; 'Title | Company | City' over the date range. */
export function classic(p: Person): string {
  const css = `body{font-family:'DejaVu Serif',serif;font-size:10.5pt;margin:36px 48px;color:#111}
h1{font-size:24pt;margin:0}h2{font-size:12pt;text-transform:uppercase;border-bottom:1px solid #444;margin:16px 0 6px}
.contact{margin:4px 0}.entry{margin:6px 0}.dates{color:#333}ul{margin:2px 0 6px 18px;padding:0}`;
  const body = `<h1>${esc(p.firstName)} ${esc(p.lastName)}</h1>
<div>${esc(p.headline)}</div>
<div class="contact">${esc(p.phone)} | ${esc(p.email)} | ${esc(p.location)}</div>
<div class="contact">${esc(p.linkedin)}</div>
<h2>Profile Summary</h2><p>${esc(p.summary)}</p>
${
  p.roles.length
    ? `<h2>Work Experience</h2>${p.roles
        .map(
          (
            r,
          ) => `<div class="entry"><b>${esc(r.title)}</b> | ${esc(r.company)} | ${esc(r.city)}<br><span class="dates">${esc(printRange(r, p))}</span>
<ul>${r.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul></div>`,
        )
        .join('')}`
    : ''
}
<h2>Education</h2>${p.education
    .map(
      (e) =>
        `<div class="entry"><b>${degreeLine(e, ' in ')}</b><br>${esc(e.institution)} | ${e.year} | ${esc(e.grade)}</div>`,
    )
    .join('')}
<h2>Technical Skills</h2><p>${p.skills.map(esc).join(', ')}</p>
${p.certifications.length ? `<h2>Certifications</h2><ul>${p.certifications.map((c) => `<li>${esc(c)}</li>`).join('')}</ul>` : ''}
<h2>Languages</h2><p>${p.languages.join(', ')}</p>`;
  return page(css, body);
}

/** One column, sans; company and dates on one row (dates right-aligned), title below in italics. */
export function modern(p: Person): string {
  const css = `body{font-family:'DejaVu Sans',sans-serif;font-size:9.5pt;margin:32px 40px;color:#222}
h1{font-size:22pt;margin:0;color:#0b4f6c}h2{font-size:11pt;color:#0b4f6c;margin:14px 0 4px;letter-spacing:1px}
.row{display:flex;justify-content:space-between}.muted{color:#555}ul{margin:2px 0 6px 16px;padding:0}`;
  const body = `<h1>${esc(p.firstName.toUpperCase())} ${esc(p.lastName.toUpperCase())}</h1>
<div class="muted">${esc(p.email)} • ${esc(p.phone)} • ${esc(p.location)}</div>
<h2>EXPERIENCE</h2>${p.roles
    .map(
      (r) => `<div class="row"><b>${esc(r.company)}</b><span>${esc(printRange(r, p, ' - '))}</span></div>
<div class="row"><i>${esc(r.title)}</i><span class="muted">${esc(r.city)}</span></div>
<ul>${r.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>`,
    )
    .join('')}
<h2>EDUCATION</h2>${p.education
    .map(
      (e) =>
        `<div class="row"><b>${esc(e.institution)}</b><span>${e.year}</span></div><div>${degreeLine(e, ', ')} — ${esc(e.grade)}</div>`,
    )
    .join('')}
<h2>SKILLS</h2><div>${p.skills.map(esc).join(' | ')}</div>
<h2>LANGUAGES</h2><div>${p.languages.join(' | ')}</div>`;
  return page(css, body);
}

/** Two columns: a sidebar with contact, skills and languages; the main column with the history. */
export function sidebar(p: Person): string {
  const css = `body{font-family:'Liberation Sans',Arial,sans-serif;font-size:9.5pt;margin:0;color:#222}
.wrap{display:flex;min-height:100vh}.side{width:30%;background:#eef2f5;padding:28px 18px}.main{width:70%;padding:28px 26px}
h1{font-size:22pt;margin:0}h2{font-size:11pt;margin:14px 0 4px;border-bottom:1px solid #99a}
.side div{margin:3px 0}ul{margin:2px 0 6px 16px;padding:0}`;
  const body = `<div class="wrap"><div class="side">
<h2>Contact</h2><div>${esc(p.phone)}</div><div>${esc(p.email)}</div><div>${esc(p.location)}</div><div>${esc(p.linkedin)}</div>
<h2>Key Skills</h2>${p.skills.map((s) => `<div>${esc(s)}</div>`).join('')}
<h2>Languages Known</h2>${p.languages.map((s) => `<div>${esc(s)}</div>`).join('')}
</div><div class="main">
<h1>${esc(p.firstName)} ${esc(p.lastName)}</h1><div>${esc(p.headline)}</div>
<h2>Career Objective</h2><p>${esc(p.summary)}</p>
${
  p.roles.length
    ? `<h2>Professional Experience</h2>${p.roles
        .map(
          (
            r,
          ) => `<div><b>${esc(r.title)}</b> at ${esc(r.company)}, ${esc(r.city)}</div><div>${esc(printRange(r, p, ' to '))}</div>
<ul>${r.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>`,
        )
        .join('')}`
    : ''
}
<h2>Educational Qualifications</h2>${p.education
    .map(
      (e) =>
        `<div><b>${degreeLine(e, ' (')})</b>, ${esc(e.institution)}, ${e.year}</div><div>${esc(e.grade)}</div>`,
    )
    .join('')}
${p.certifications.length ? `<h2>Certifications</h2>${p.certifications.map((c) => `<div>${esc(c)}</div>`).join('')}` : ''}
</div></div>`;
  return page(css, body);
}

/** The labelled style common on Indian job portals, in tables: Organisation / Designation / Duration. */
export function portal(p: Person): string {
  const css = `body{font-family:'Liberation Serif',serif;font-size:11pt}td{padding:2px 8px;vertical-align:top}`;
  const body = `<p style="font-size:18pt"><b>${esc(p.firstName)} ${esc(p.lastName)}</b></p>
<p>Mobile: ${esc(p.phone)}<br>Email: ${esc(p.email)}<br>Address: ${esc(p.location)}</p>
<p><b>CAREER OBJECTIVE</b></p><p>${esc(p.summary)}</p>
${
  p.roles.length
    ? `<p><b>WORK EXPERIENCE</b></p>${p.roles
        .map(
          (
            r,
          ) => `<p><b>${esc(r.company)}</b>, ${esc(r.city)}<br>Designation: ${esc(r.title)}<br>Duration: ${esc(printDate(r.start, p.dateStyle, p.currentWord, false))} to ${esc(printDate(r.end, p.dateStyle, p.currentWord, true))}</p>
<ul>${r.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>`,
        )
        .join('')}`
    : ''
}
<p><b>EDUCATIONAL QUALIFICATION</b></p>
<table border="1" cellspacing="0"><tr><td><b>Qualification</b></td><td><b>Institute</b></td><td><b>Year</b></td><td><b>Score</b></td></tr>
${p.education.map((e) => `<tr><td>${degreeLine(e, ' in ')}</td><td>${esc(e.institution)}</td><td>${e.year}</td><td>${esc(e.grade)}</td></tr>`).join('')}
</table>
<p><b>KEY SKILLS</b></p><ul>${p.skills.map((s) => `<li>${esc(s)}</li>`).join('')}</ul>
<p><b>LANGUAGES KNOWN</b></p><p>${p.languages.join(', ')}</p>
<p><b>DECLARATION</b></p><p>I hereby declare that the above information is true to the best of my knowledge.</p>`;
  return page(css, body);
}

/** Two columns with the sidebar on the right; each role is a grid row with its dates in a left rail. */
export function timeline(p: Person): string {
  const css = `body{font-family:'DejaVu Sans',sans-serif;font-size:9pt;margin:0;color:#1d1d1d}
.wrap{display:flex}.main{width:66%;padding:30px 22px 30px 36px}.side{width:34%;padding:30px 20px;background:#f4efe6}
h1{font-size:21pt;margin:0}h2{font-size:10.5pt;margin:14px 0 5px;text-transform:uppercase;color:#7a4b12}
.role{display:grid;grid-template-columns:110px 1fr;column-gap:10px;margin-bottom:6px}.when{color:#555}
ul{margin:2px 0 4px 14px;padding:0}.side div{margin:2px 0}`;
  const body = `<div class="wrap"><div class="main">
<h1>${esc(p.firstName)} ${esc(p.lastName)}</h1><div>${esc(p.headline)}</div>
<h2>Summary</h2><p>${esc(p.summary)}</p>
${
  p.roles.length
    ? `<h2>Employment</h2>${p.roles
        .map(
          (
            r,
          ) => `<div class="role"><div class="when">${esc(printRange(r, p, ' – '))}</div><div><b>${esc(r.title)}</b>, ${esc(r.company)}
<ul>${r.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul></div></div>`,
        )
        .join('')}`
    : ''
}
<h2>Academic Qualifications</h2>${p.education
    .map(
      (e) =>
        `<div class="role"><div class="when">${e.year}</div><div><b>${esc(e.degree)}</b> – ${esc(e.field)}<br>${esc(e.institution)} (${esc(e.grade)})</div></div>`,
    )
    .join('')}
</div><div class="side">
<h2>Contact</h2><div>Ph: ${esc(p.phone)}</div><div>${esc(p.email)}</div><div>${esc(p.location)}</div>
<h2>Skills</h2>${p.skills.map((s) => `<div>${esc(s)}</div>`).join('')}
${p.certifications.length ? `<h2>Certifications</h2>${p.certifications.map((c) => `<div>${esc(c)}</div>`).join('')}` : ''}
<h2>Languages</h2><div>${p.languages.join(', ')}</div>
</div></div>`;
  return page(css, body);
}

export const THEMES = { classic, modern, sidebar, portal, timeline };
export type ThemeName = keyof typeof THEMES;
