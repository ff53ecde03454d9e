export function freshDatabase(url: string): Promise<void>;
