export { addChip, ChipsInput, type ChipsInputProps } from './chips-input';
