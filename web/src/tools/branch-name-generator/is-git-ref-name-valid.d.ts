// The package ships no types. Its one export: is `name` a well-formed git reference name
// (git-check-ref-format rules; `onelevel` allows a name without a "/")?
declare module 'is-git-ref-name-valid' {
  export default function isGitRefNameValid(name: string, onelevel?: boolean): boolean;
}
