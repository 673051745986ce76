import styles from './home.module.css';

const COMPANIES = ['Infosys', 'TCS', 'Wipro', 'Flipkart', 'Zoho', 'Swiggy'] as const;

export function Companies() {
  return (
    <section className={styles.companies} aria-labelledby="companies-title">
      <div className="container">
        <h2 id="companies-title" className={styles.companiesTitle}>
          Professionals from leading companies grow their careers with Jobmatch
        </h2>
        <ul className={styles.companyList}>
          {COMPANIES.map((company) => (
            <li key={company}>{company}</li>
          ))}
        </ul>
      </div>
    </section>
  );
}
