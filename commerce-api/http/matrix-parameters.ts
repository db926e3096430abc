// ICM puts request options into matrix parameters of path segments:
// /INTERSHOP/rest/WFS/{channel}/-;loc=de_DE;cur=EUR/products;spgid=abc/123
// They are moved out of the path before routing so routes match the clean path.

export const REST_PREFIX = '/INTERSHOP/rest/WFS/';

export interface SplitUrl {
  url: string;
  parameters: Record<string, string>;
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

export function splitMatrixParameters(url: string): SplitUrl {
  const queryStart = url.indexOf('?');
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  const query = queryStart === -1 ? '' : url.slice(queryStart);
  const parameters: Record<string, string> = {};
  if (!path.startsWith(REST_PREFIX) || !path.includes(';')) return { url, parameters };

  const segments = path.split('/').map(segment => {
    const [name, ...pairs] = segment.split(';');
    for (const pair of pairs) {
      const separator = pair.indexOf('=');
      if (separator <= 0) continue;
      parameters[decode(pair.slice(0, separator))] = decode(pair.slice(separator + 1));
    }
    return name;
  });
  return { url: segments.join('/') + query, parameters };
}
