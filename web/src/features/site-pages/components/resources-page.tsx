import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { Link } from '@/lib/router';
import { PageHead } from './page-head';
import styles from './site-pages.module.css';

const GUIDES = [
  { id: 'resume', title: 'Write a resume that gets shortlisted' },
  { id: 'interviews', title: 'Prepare for interviews' },
  { id: 'salary', title: 'Negotiate your salary in LPA' },
  { id: 'notice-period', title: 'Handle notice periods and offers' },
];

function ResumeGuide() {
  return (
    <section id="resume" className={styles.guide} aria-labelledby="resume-title">
      <h2 id="resume-title">Write a resume that gets shortlisted</h2>
      <p className={styles.guideIntro}>
        Recruiters in India often look at a resume for less than a minute. Make that minute count.
      </p>
      <h3>Keep it short and clear</h3>
      <ul>
        <li>One page for up to five years of experience, two pages at most after that.</li>
        <li>
          Put your name, phone number, email, city and LinkedIn at the top. Leave out date of birth, religion,
          marital status, father’s name and a photo: employers do not need them.
        </li>
        <li>Save it as a PDF with a clear file name, such as priya-sharma-backend-engineer.pdf.</li>
      </ul>
      <h3>Show results, not duties</h3>
      <ul>
        <li>
          Start each point with a verb and a number: “Cut API response time by 40% by adding Redis caching”
          beats “Responsible for backend performance”.
        </li>
        <li>
          List your most recent job first, with company, title, city and month and year of joining and
          leaving.
        </li>
        <li>
          Freshers: lead with projects, internships, hackathons and your CGPA or percentage if it is strong.
        </li>
      </ul>
      <h3>Match the job’s keywords</h3>
      <p>
        Use the skill names the job description uses (for example “React” and “TypeScript”, not only
        “front-end”). Jobmatch reads the skills on your profile to compute your match score, so keep at least
        five relevant skills on your profile too.
      </p>
    </section>
  );
}

function InterviewGuide() {
  return (
    <section id="interviews" className={styles.guide} aria-labelledby="interviews-title">
      <h2 id="interviews-title">Prepare for interviews</h2>
      <p className={styles.guideIntro}>
        Most hiring processes in India have three to five rounds. Knowing what each is for helps you prepare.
      </p>
      <h3>The usual rounds</h3>
      <ol>
        <li>
          HR screening call: your background, current and expected CTC, notice period, willingness to
          relocate.
        </li>
        <li>Online assessment or assignment: aptitude, coding or a short case study.</li>
        <li>Technical or functional rounds with the team you would join.</li>
        <li>Hiring manager round: how you work, handle pressure and make decisions.</li>
        <li>HR discussion: offer, joining date and documents.</li>
      </ol>
      <h3>Answer with the STAR method</h3>
      <p>
        For “tell me about a time…” questions, describe the Situation, the Task you had, the Action you took
        and the Result, ideally with a number. Prepare four or five such stories from your work or projects.
      </p>
      <h3>For online interviews</h3>
      <ul>
        <li>
          Test your camera, microphone and internet connection beforehand, and keep your phone’s hotspot
          ready.
        </li>
        <li>Sit in a quiet place with light in front of you, and join five minutes early.</li>
        <li>Keep your resume and the job description open so you can refer to them.</li>
      </ul>
      <h3>Questions to ask them</h3>
      <p>
        Ask what success looks like in the first 90 days, how the team works and how performance is reviewed.
        Thoughtful questions show real interest.
      </p>
    </section>
  );
}

function SalaryGuide() {
  return (
    <section id="salary" className={styles.guide} aria-labelledby="salary-title">
      <h2 id="salary-title">Negotiate your salary in LPA</h2>
      <p className={styles.guideIntro}>
        Salaries in India are quoted as CTC (cost to company) in lakhs per annum (LPA). 1 LPA is ₹1,00,000 a
        year. What reaches your bank account each month is less than CTC divided by twelve.
      </p>
      <h3>Understand the CTC</h3>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption>An example CTC of 12 LPA, split into common parts</caption>
          <thead>
            <tr>
              <th scope="col">Part</th>
              <th scope="col">Per year</th>
              <th scope="col">What it means</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">Fixed pay</th>
              <td>₹10,20,000</td>
              <td>Basic, HRA and allowances, paid monthly before tax.</td>
            </tr>
            <tr>
              <th scope="row">Employer PF</th>
              <td>₹60,000</td>
              <td>Goes to your provident fund account, not your salary.</td>
            </tr>
            <tr>
              <th scope="row">Variable pay</th>
              <td>₹1,20,000</td>
              <td>Depends on your and the company’s performance; often paid yearly.</td>
            </tr>
          </tbody>
        </table>
      </div>
      <p>
        Ask for the break-up of any offer and compare fixed pay, not only the headline CTC. Gratuity,
        insurance and joining bonuses are sometimes counted in CTC too.
      </p>
      <h3>Know your number before the HR call</h3>
      <ul>
        <li>
          Look at the salary ranges on similar jobs on Jobmatch for your city and experience. Every job shows
          its range in LPA.
        </li>
        <li>
          A switch typically brings a 20–40% hike on current fixed pay; a strong skill set or competing offer
          can bring more. Set your expected salary on your profile so matches fit it.
        </li>
        <li>Decide your minimum in advance, and be ready to explain your number with your results.</li>
      </ul>
      <h3>Negotiate politely and in writing</h3>
      <ul>
        <li>Thank them for the offer, then ask for time to review it: one or two days is normal.</li>
        <li>
          Give a specific figure: “Based on my experience with Kafka at scale and the market range for this
          role, I was expecting 18 LPA fixed.”
        </li>
        <li>
          If the fixed pay cannot move, ask about a joining bonus, notice-period buyout, a review after six
          months or remote days.
        </li>
        <li>Get the final numbers in the offer letter before you resign from your current job.</li>
      </ul>
    </section>
  );
}

function NoticePeriodGuide() {
  return (
    <section id="notice-period" className={styles.guide} aria-labelledby="notice-period-title">
      <h2 id="notice-period-title">Handle notice periods and offers</h2>
      <ul>
        <li>
          Notice periods of 30, 60 or 90 days are common. Say yours honestly early on; many employers filter
          by it, and Jobmatch shows it on your profile.
        </li>
        <li>Ask whether the new employer can buy out part of your notice period if they need you sooner.</li>
        <li>
          Accept an offer only when you mean to join. Accepting several and backing out late harms your
          reputation with recruiters, who often know each other.
        </li>
        <li>Before your last day, collect your relieving letter, experience letter and final payslips.</li>
        <li>
          Genuine employers never ask for money to schedule an interview or issue an offer. Report any such
          job to us through the <Link to={paths.contact.getHref()}>contact page</Link>.
        </li>
      </ul>
    </section>
  );
}

export function ResourcesPage() {
  return (
    <>
      <PageHead
        title="Career resources"
        description="Free career guides for job seekers in India: resume writing, interview rounds, salary negotiation in LPA and notice periods."
        path={paths.resources.getHref()}
      />
      <section className={styles.banner} aria-labelledby="page-title">
        <div className={`container ${styles.bannerInner}`}>
          <p className={styles.eyebrow}>Career resources</p>
          <h1 id="page-title" className={styles.bannerTitle}>
            Guides for your job search in India
          </h1>
          <p className={styles.bannerLead}>
            Practical advice on resumes, interviews and salary negotiation, written for how hiring works in
            India.
          </p>
          <div className={styles.actions}>
            <ButtonLink to={paths.jobs.getHref()} variant="inverse" size="lg">
              Browse Jobs
            </ButtonLink>
          </div>
        </div>
      </section>
      <div className={`container ${styles.document}`}>
        <nav className={styles.toc} aria-labelledby="toc-title">
          <h2 id="toc-title" className={styles.tocTitle}>
            Guides
          </h2>
          <ol>
            {GUIDES.map((guide) => (
              <li key={guide.id}>
                <a href={`#${guide.id}`}>{guide.title}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className={styles.docBody}>
          <ResumeGuide />
          <InterviewGuide />
          <SalaryGuide />
          <NoticePeriodGuide />
        </div>
      </div>
    </>
  );
}
