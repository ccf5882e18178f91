type FileLike = Pick<File, 'name' | 'type'>;

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** A readable type for a chosen file: the MIME subtype, else the extension. */
export function describeFileType(file: FileLike): string {
  const subtype = file.type.split('/')[1];
  const dot = file.name.lastIndexOf('.');
  const extension = dot < 0 ? '' : file.name.slice(dot + 1).toLowerCase();
  return (subtype || extension || 'unknown').toUpperCase();
}
