// Answers from the shared catalogue cache are the same decoded objects for every request, so what they
// map to can be too: each decoded answer is mapped once per set of arguments, and requests share the
// view model. Shared results must be treated as read-only; answers outside the cache are mapped
// afresh and forgotten with them (the results are held weakly, by the decoded answer).

export function mapOnce<D extends object, A extends unknown[], R>(map: (data: D, ...rest: A) => R): (data: D, ...rest: A) => R {
  const results = new WeakMap<D, Map<string, R>>();
  return (data, ...rest) => {
    const key = rest.length === 0 ? '' : JSON.stringify(rest);
    let byArguments = results.get(data);
    if (!byArguments) {
      byArguments = new Map();
      results.set(data, byArguments);
    }
    let result = byArguments.get(key);
    if (result === undefined) {
      result = map(data, ...rest);
      byArguments.set(key, result);
    }
    return result;
  };
}
