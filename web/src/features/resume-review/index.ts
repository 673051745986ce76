/**
 * The resume auto-fill flow. Pages compose it with the files feature: the upload reports a confirmed
 * resume to `offer`, and `panel` goes under the upload widget.
 */
export {
  type ResumeAutoFill,
  type ResumeAutoFillOptions,
  useResumeAutoFill,
} from './hooks/use-resume-auto-fill';
