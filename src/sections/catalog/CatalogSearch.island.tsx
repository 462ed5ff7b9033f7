// The island is the form alone: the form's module also lists what it reads, for the build, and
// an island's exports all reach the browser.
export { SearchForm as default } from './SearchForm';
