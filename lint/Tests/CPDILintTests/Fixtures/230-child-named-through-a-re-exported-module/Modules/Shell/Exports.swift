// A file with nothing but a re-export: Kit's names are every importer's of Shell.
@_exported import Kit
