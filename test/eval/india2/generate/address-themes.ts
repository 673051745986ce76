/**
 * The fresh split's templates, one per rendering, each printing where the person lives in a way the first
 * six do not: under the name with a PIN code above a contact row of icons and pipes; as a postal address
 * of three lines in a sidebar; after a 'Current Location:' label, with a permanent address elsewhere that
 * is not the current location. The bodies differ from the first six too.
 */

import { employerWithPlace, type Person, printRange, type Rendering, type Role } from './people.js';
import { bullets, esc, page, qualification } from './themes.js';

/** The town as the person gives it, with the PIN code after it: 'Chakan, Maharashtra - 410501'. */
const withPin = (p: Person) => `${p.location} - ${p.address.pin}`;
const handle = (p: Person) => `${p.firstName}-${p.lastName}`.toLowerCase();

/** Single column: the name centred, the town and PIN under it, then a row of icons and pipes; title | employer. */
function banner(p: Person): string {
  const css = `body{font-family:'DejaVu Sans',sans-serif;font-size:9.5pt;margin:30px 42px;color:#202020}
.head{text-align:center}h1{font-size:22pt;margin:0;letter-spacing:1px}.sub{color:#444;margin:2px 0}
h2{font-size:10.5pt;margin:14px 0 5px;padding:2px 6px;background:#e4e8ee}
.row{display:flex;justify-content:space-between}.where{color:#666;font-size:8.5pt}ul{margin:2px 0 6px 18px;padding:0}`;
  const role = (r: Role) =>
    r.secondary
      ? `<div class="row"><span><b>${esc(r.company)}</b> | ${esc(r.title)}</span><span>${esc(printRange(r, p, ' - '))}</span></div><div class="where">${esc(r.city)}, ${esc(r.state)}</div>${bullets(r)}`
      : `<div class="row"><span><b>${esc(r.title)}</b> | ${esc(r.company)}</span><span>${esc(printRange(r, p, ' - '))}</span></div><div class="where">${esc(r.city)}, ${esc(r.state)}</div>${bullets(r)}`;
  const body = `<div class="head"><h1>${esc(p.firstName)} ${esc(p.lastName)}</h1>
<div class="sub">${esc(withPin(p))}</div>
<div class="sub">☎ ${esc(p.phone)} | ✉ ${esc(p.email)} | in linkedin.com/in/${handle(p)}</div></div>
<h2>PROFESSIONAL SUMMARY</h2><p>${esc(p.summary)}</p>
${p.roles.length ? `<h2>WORK EXPERIENCE</h2>${p.roles.map(role).join('')}` : ''}
<h2>EDUCATION</h2>${p.education
    .map(
      (e) =>
        `<div class="row"><span><b>${qualification(e, 'in')}</b>, ${esc(e.institution)}</span><span>${e.year}</span></div><div class="where">${esc(e.grade)}</div>`,
    )
    .join('')}
<h2>TECHNICAL SKILLS</h2><p>${p.skills.map(esc).join(' | ')}</p>
<h2>LANGUAGES</h2><p>${p.languages.join(' | ')}</p>`;
  return page(css, body);
}

/** Two columns, sidebar on the left: a postal address of three lines, labelled phone and email; years after the grade. */
function addressbar(p: Person): string {
  const css = `body{font-family:'Liberation Sans',Arial,sans-serif;font-size:9.5pt;margin:0;color:#1c1c1c}
.wrap{display:flex;min-height:100vh}.side{width:30%;background:#243447;color:#f4f4f4;padding:24px 14px}
.main{width:70%;padding:24px 24px}h1{font-size:21pt;margin:0}.side h3{font-size:9.5pt;margin:14px 0 3px;text-transform:uppercase}
.side div{margin:1px 0}h2{font-size:10.5pt;margin:13px 0 4px;color:#243447;border-bottom:2px solid #243447}
.when{font-style:italic;color:#555}ul{margin:2px 0 6px 15px;padding:0}`;
  const role = (r: Role) =>
    r.secondary
      ? `<div><b>${esc(employerWithPlace(r, p))}</b></div><div>${esc(r.title)}</div><div class="when">${esc(printRange(r, p))}</div>${bullets(r)}`
      : `<div><b>${esc(r.title)}</b></div><div>${esc(employerWithPlace(r, p))}</div><div class="when">${esc(printRange(r, p))}</div>${bullets(r)}`;
  const body = `<div class="wrap"><div class="side">
<h3>Address</h3><div>${esc(p.address.street)},</div><div>${esc(p.address.area)},</div><div>${esc(withPin(p))}</div>
<h3>Phone</h3><div>${esc(p.phone)}</div>
<h3>Email</h3><div>${esc(p.email)}</div>
<h3>Skills</h3>${p.skills.map((s) => `<div>${esc(s)}</div>`).join('')}
<h3>Languages</h3>${p.languages.map((s) => `<div>${esc(s)}</div>`).join('')}
</div><div class="main">
<h1>${esc(p.firstName)} ${esc(p.lastName)}</h1><div>${esc(p.headline)}</div>
<h2>Profile</h2><p>${esc(p.summary)}</p>
${p.roles.length ? `<h2>Employment</h2>${p.roles.map(role).join('')}` : ''}
<h2>Qualifications</h2>${p.education
    .map(
      (e) =>
        `<div><b>${qualification(e, 'comma')}</b></div><div>${esc(e.institution)}</div><div class="when">${esc(e.grade)} · ${e.year}</div>`,
    )
    .join('')}
</div></div>`;
  return page(css, body);
}

/**
 * Word: 'Current Location:', 'Mobile No.:' and 'Email ID:' labels under the name; each employer with its
 * town and dates on one line and a 'Designation:' line (a part-time role the other way round, its
 * 'Organisation:' below); a personal details section at the end whose
 * permanent address names the person's native place, not where they live now.
 */
function labelled(p: Person): string {
  const css = `body{font-family:'Liberation Serif',serif;font-size:11pt}`;
  const role = (r: Role) =>
    r.secondary
      ? `<p><b>${esc(r.title)}</b> (${esc(printRange(r, p, ' to '))})<br>Organisation: ${esc(employerWithPlace(r, p))}</p>${bullets(r)}`
      : `<p><b>${esc(employerWithPlace(r, p))}</b> (${esc(printRange(r, p, ' to '))})<br>Designation: ${esc(r.title)}</p>${bullets(r)}`;
  const body = `<p style="font-size:18pt"><b>${esc(p.firstName.toUpperCase())} ${esc(p.lastName.toUpperCase())}</b></p>
<p>Current Location: ${esc(p.location)}<br>Mobile No.: ${esc(p.phone)}<br>Email ID: ${esc(p.email)}</p>
<p><b>CAREER OBJECTIVE</b></p><p>${esc(p.summary)}</p>
${p.roles.length ? `<p><b>WORK EXPERIENCE</b></p>${p.roles.map(role).join('')}` : ''}
<p><b>EDUCATIONAL QUALIFICATIONS</b></p><ul>${p.education
    .map(
      (e) => `<li>${qualification(e, 'brackets')} - ${esc(e.institution)}, ${e.year} (${esc(e.grade)})</li>`,
    )
    .join('')}</ul>
<p><b>TECHNICAL SKILLS</b></p><p>${p.skills.map(esc).join(', ')}</p>
<p><b>PERSONAL DETAILS</b></p>
<p>Nationality: Indian<br>Languages Known: ${p.languages.join(', ')}<br>Permanent Address: ${esc(p.address.permanent)}</p>
<p><b>DECLARATION</b></p><p>I hereby declare that the above information is true to the best of my knowledge.</p>`;
  return page(css, body);
}

export const ADDRESS_TEMPLATES: Record<Rendering, Record<string, (p: Person) => string>> = {
  'pdf-single': { banner },
  'pdf-two-column': { addressbar },
  docx: { labelled },
};
