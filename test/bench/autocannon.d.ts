// The part of autocannon's API the typeahead bench uses (the package ships no types).
declare module 'autocannon' {
  interface Options {
    url: string;
    connections?: number;
    overallRate?: number;
    duration?: number;
    requests?: { method?: string; path?: string }[];
  }
  interface Result {
    requests: { total: number };
    non2xx: number;
    errors: number;
  }
  interface Instance extends PromiseLike<Result> {
    on(
      event: 'response',
      listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void,
    ): void;
  }
  export default function autocannon(options: Options): Instance;
}
