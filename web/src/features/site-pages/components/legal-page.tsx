import { SUPPORT } from '@shared/constants';
import { paths } from '@/config/paths';
import { Link } from '@/lib/router';
import type { Block, LegalDocument } from '../content/document';
import { GrievanceOfficer } from './grievance-officer';
import { PageHead } from './page-head';
import styles from './site-pages.module.css';

function ContactBlock() {
  return (
    <ul>
      <li>
        Email: <a href={`mailto:${SUPPORT.email}`}>{SUPPORT.email}</a>
      </li>
      <li>Support hours: {SUPPORT.hours}</li>
      <li>
        Or use our <Link to={paths.contact.getHref()}>contact form</Link>; we reply within{' '}
        {SUPPORT.replyWithinHours} hours on working days.
      </li>
    </ul>
  );
}

function BlockView({ block }: { block: Block }) {
  switch (block.kind) {
    case 'p':
      return <p>{block.text}</p>;
    case 'h3':
      return <h3>{block.text}</h3>;
    case 'list':
      return (
        <ul>
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case 'definitions':
      return (
        <dl className={styles.definitions}>
          {block.items.map((item) => (
            <div key={item.term}>
              <dt>{item.term}</dt>
              <dd>{item.text}</dd>
            </div>
          ))}
        </dl>
      );
    case 'contact':
      return <ContactBlock />;
    case 'grievance':
      return <GrievanceOfficer />;
  }
}

interface LegalPageProps {
  document: LegalDocument;
  description: string;
  path: string;
}

/** A legal document: banner with its date, an on-page table of contents, then one section per topic. */
export function LegalPage({ document, description, path }: LegalPageProps) {
  return (
    <>
      <PageHead title={document.title} description={description} path={path} />
      <section className={styles.banner} aria-labelledby="page-title">
        <div className={`container ${styles.bannerInner}`}>
          <h1 id="page-title" className={styles.bannerTitle}>
            {document.title}
          </h1>
          <p className={styles.bannerLead}>{document.intro}</p>
          <p className={styles.bannerMeta}>
            Last updated <time dateTime={document.lastUpdatedIso}>{document.lastUpdated}</time>
          </p>
        </div>
      </section>
      <div className={`container ${styles.document}`}>
        <nav className={styles.toc} aria-labelledby="toc-title">
          <h2 id="toc-title" className={styles.tocTitle}>
            On this page
          </h2>
          <ol>
            {document.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className={styles.docBody}>
          {document.sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              className={styles.docSection}
              aria-labelledby={`${section.id}-title`}
            >
              <h2 id={`${section.id}-title`}>
                {index + 1}. {section.title}
              </h2>
              {section.blocks.map((block, blockIndex) => (
                // Blocks are fixed content; their order is their identity.
                // biome-ignore lint/suspicious/noArrayIndexKey: static content, never reordered.
                <BlockView key={blockIndex} block={block} />
              ))}
            </section>
          ))}
        </div>
      </div>
    </>
  );
}
