import { CopyObjectCommand, DeleteObjectCommand } from '@aws-sdk/client-s3';
import type { StoredFile } from '../model/profiles';
import { s3Client } from '../platform/clients/s3';
import { config } from '../platform/config';

/**
 * The resume an application was made with belongs to the application: it is copied to a key of the
 * application's at apply time, so the candidate replacing or deleting their resume later does not change
 * (or break) what the employer downloads.
 */
export function applicationResumeKey(applicationId: string, resume: Pick<StoredFile, 'fileKey'>): string {
  const extension = /\.([a-z0-9]+)$/i.exec(resume.fileKey)?.[1]?.toLowerCase() ?? 'pdf';
  return `applications/${applicationId}/resume.${extension}`;
}

/** Copies the candidate's resume object; false when it is no longer there. */
export async function copyResume(source: StoredFile, key: string): Promise<boolean> {
  try {
    await s3Client().send(
      new CopyObjectCommand({
        Bucket: config.uploadsBucket,
        Key: key,
        CopySource: `${config.uploadsBucket}/${encodeURIComponent(source.fileKey).replace(/%2F/g, '/')}`,
        ContentType: source.contentType,
        MetadataDirective: 'REPLACE',
      }),
    );
    return true;
  } catch (error) {
    const name = (error as { name?: string; Code?: string }).name;
    if (name === 'NoSuchKey' || name === 'NotFound') return false;
    throw error;
  }
}

export async function removeResumeCopy(key: string): Promise<void> {
  await s3Client().send(new DeleteObjectCommand({ Bucket: config.uploadsBucket, Key: key }));
}
