export default function Content(props: { className?: string }) {
  return <div {...props}>Hello</div>;
}
