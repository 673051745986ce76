import styles from './home.module.css';

const TESTIMONIALS = [
  {
    quote:
      'Jobmatch showed me roles that actually matched my experience instead of hundreds of random listings. I had three interview calls in my first fortnight.',
    name: 'Ananya Iyer',
    role: 'Data Analyst, Pune',
  },
  {
    quote:
      'We stopped drowning in irrelevant applications. The candidates who reach us through Jobmatch fit the brief, and our time to hire has dropped noticeably.',
    name: 'Rohan Malhotra',
    role: 'Talent Acquisition Lead, Gurugram',
  },
] as const;

export function Testimonials() {
  return (
    <section className={`${styles.section} ${styles.sectionMuted}`} aria-labelledby="testimonials-title">
      <div className="container">
        <div className={styles.sectionHeader}>
          <h2 id="testimonials-title">What our members say</h2>
        </div>
        <ul className={styles.testimonialGrid}>
          {TESTIMONIALS.map((testimonial) => (
            <li key={testimonial.name}>
              <figure className={styles.testimonial}>
                <blockquote>
                  <p>“{testimonial.quote}”</p>
                </blockquote>
                <figcaption>
                  <span className={styles.avatar} aria-hidden="true">
                    {testimonial.name
                      .split(' ')
                      .map((part) => part[0])
                      .join('')}
                  </span>
                  <span>
                    <strong>{testimonial.name}</strong>
                    <span className={styles.testimonialRole}>{testimonial.role}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
