//! A small HTML reader, enough for saved problem pages: a tree of elements and text, found by
//! id, tag or class, with the text of an element as a browser shows it in a `<pre>`.
//!
//! It follows the HTML parsing rules that matter for such pages and nothing more: tag and
//! attribute names are case-insensitive; attribute values may be quoted either way or not at
//! all, and come in any order; character references are decoded (named, decimal, hex) in
//! text and attribute values; comments, `<!DOCTYPE>` and `<?…?>` are skipped; the contents of
//! `<script>` and `<style>` are never read as markup; void elements (`<br>`, `<img>`, …) have
//! no children; a stray end tag is ignored and a missing one is implied at the end of its
//! parent; `li`, `p`, `td`, `th` and `tr` close an open sibling of their kind, as browsers
//! do; `\r\n` and `\r` become `\n` and one newline right after `<pre>` is dropped, as the
//! HTML standard says. It never fails: any input gives some tree.

/// A parsed page.
#[derive(Debug, Clone)]
pub(crate) struct Document {
    nodes: Vec<Node>,
}

#[derive(Debug, Clone)]
struct Node {
    kind: Kind,
    children: Vec<usize>,
}

#[derive(Debug, Clone)]
enum Kind {
    /// The root, index 0.
    Root,
    Element {
        /// Lowercase.
        name: String,
        /// Names lowercase, values decoded, in the page's order.
        attrs: Vec<(String, String)>,
    },
    Text(String),
}

/// Elements with no end tag and no content.
const VOID: [&str; 14] = [
    "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "param", "source",
    "track", "wbr",
];

/// How deep elements nest: an element opened deeper is kept as an empty one, and what
/// follows goes to its parent. A real problem page nests about 20 deep; a hostile one a
/// million deep would otherwise cost time squared in the open-element scans and overflow the
/// stack of every reader that walks the tree by recursion.
const MAX_DEPTH: usize = 256;

/// Elements whose content is text up to their end tag, never markup.
const RAW_TEXT: [&str; 2] = ["script", "style"];

/// Elements whose content is text with character references, never markup.
const ESCAPABLE_RAW_TEXT: [&str; 2] = ["title", "textarea"];

/// The elements that close an open one of these kinds, and where the search for it stops.
const IMPLIED_END: [(&str, &[&str], &[&str]); 5] = [
    ("li", &["li"], &["ul", "ol"]),
    ("p", &["p"], &["div", "section", "td", "th", "li", "body"]),
    ("td", &["td", "th"], &["tr", "table"]),
    ("th", &["td", "th"], &["tr", "table"]),
    (
        "tr",
        &["tr", "td", "th"],
        &["table", "thead", "tbody", "tfoot"],
    ),
];

impl Document {
    /// Reads a page.
    pub(crate) fn parse(text: &str) -> Document {
        let text = text.replace("\r\n", "\n").replace('\r', "\n");
        let mut builder = Builder {
            nodes: vec![Node {
                kind: Kind::Root,
                children: Vec::new(),
            }],
            open: vec![0],
            after_pre: false,
        };
        let mut rest = text.as_str();
        while !rest.is_empty() {
            let Some(lt) = rest.find('<') else {
                builder.text(rest);
                break;
            };
            builder.text(&rest[..lt]);
            rest = &rest[lt..];
            rest = if let Some(after) = rest.strip_prefix("<!--") {
                after.find("-->").map_or("", |end| &after[end + 3..])
            } else if rest.starts_with("<!") || rest.starts_with("<?") {
                rest.find('>').map_or("", |end| &rest[end + 1..])
            } else if let Some(after) = rest.strip_prefix("</") {
                if after.starts_with(|c: char| c.is_ascii_alphabetic()) {
                    let end = after.find('>').unwrap_or(after.len());
                    let name = tag_name(&after[..end]);
                    builder.close(&name);
                    after.get(end + 1..).unwrap_or("")
                } else {
                    builder.text("</");
                    after
                }
            } else if rest[1..].starts_with(|c: char| c.is_ascii_alphabetic()) {
                let (name, attrs, self_closing, after) = start_tag(&rest[1..]);
                builder.open(&name, attrs, self_closing);
                if RAW_TEXT.contains(&name.as_str()) || ESCAPABLE_RAW_TEXT.contains(&name.as_str())
                {
                    let end = find_end_tag(after, &name);
                    if ESCAPABLE_RAW_TEXT.contains(&name.as_str()) {
                        builder.text(&after[..end]);
                    }
                    builder.close(&name);
                    let after = &after[end..];
                    after.find('>').map_or("", |gt| &after[gt + 1..])
                } else {
                    after
                }
            } else {
                builder.text("<");
                &rest[1..]
            };
        }
        Document {
            nodes: builder.nodes,
        }
    }

    /// The whole page as one element: the parent of its top-level nodes.
    pub(crate) fn root(&self) -> Element<'_> {
        Element {
            doc: self,
            index: 0,
        }
    }

    /// Every element, in the page's order.
    pub(crate) fn elements(&self) -> impl Iterator<Item = Element<'_>> {
        Element {
            doc: self,
            index: 0,
        }
        .descendants()
    }

    /// The first element with this `id`.
    pub(crate) fn by_id(&self, id: &str) -> Option<Element<'_>> {
        self.elements().find(|e| e.attr("id") == Some(id))
    }

    /// The elements named `name` (lowercase), in the page's order.
    pub(crate) fn by_tag<'a>(&'a self, name: &'a str) -> impl Iterator<Item = Element<'a>> {
        self.elements().filter(move |e| e.name() == name)
    }
}

/// One element of a [`Document`].
#[derive(Debug, Clone, Copy)]
pub(crate) struct Element<'a> {
    doc: &'a Document,
    index: usize,
}

impl<'a> Element<'a> {
    /// The tag name, lowercase (empty for the root).
    pub(crate) fn name(&self) -> &'a str {
        match &self.doc.nodes[self.index].kind {
            Kind::Element { name, .. } => name,
            _ => "",
        }
    }

    /// The decoded value of an attribute (`name` lowercase).
    pub(crate) fn attr(&self, name: &str) -> Option<&'a str> {
        match &self.doc.nodes[self.index].kind {
            Kind::Element { attrs, .. } => attrs
                .iter()
                .find(|(n, _)| n == name)
                .map(|(_, v)| v.as_str()),
            _ => None,
        }
    }

    /// Whether its `class` lists `class`.
    pub(crate) fn has_class(&self, class: &str) -> bool {
        self.attr("class")
            .is_some_and(|c| c.split_ascii_whitespace().any(|c| c == class))
    }

    /// Its text and that of everything inside it, decoded, with `<br>` as a newline.
    pub(crate) fn text(&self) -> String {
        let mut out = String::new();
        self.collect_text(self.index, &mut out);
        out
    }

    /// [`Element::text`] with runs of whitespace (including no-break spaces) as one space,
    /// trimmed: how a browser shows it outside `<pre>`.
    pub(crate) fn words(&self) -> String {
        self.text()
            .split(|c: char| c.is_whitespace())
            .filter(|w| !w.is_empty())
            .collect::<Vec<_>>()
            .join(" ")
    }

    fn collect_text(&self, index: usize, out: &mut String) {
        for &child in &self.doc.nodes[index].children {
            match &self.doc.nodes[child].kind {
                Kind::Text(text) => out.push_str(text),
                Kind::Element { name, .. } if name == "br" => out.push('\n'),
                Kind::Element { .. } => self.collect_text(child, out),
                Kind::Root => {}
            }
        }
    }

    /// Its children in the page's order: text and elements (comments are gone), for readers
    /// that keep the markup's structure, such as the Markdown of a kept statement.
    pub(crate) fn nodes(&self) -> impl Iterator<Item = Child<'a>> + 'a {
        let doc = self.doc;
        doc.nodes[self.index]
            .children
            .iter()
            .filter_map(move |&index| match &doc.nodes[index].kind {
                Kind::Text(text) => Some(Child::Text(text)),
                Kind::Element { .. } => Some(Child::Element(Element { doc, index })),
                Kind::Root => None,
            })
    }

    /// Its child elements.
    pub(crate) fn children(&self) -> impl Iterator<Item = Element<'a>> + 'a {
        let doc = self.doc;
        doc.nodes[self.index]
            .children
            .iter()
            .filter(move |&&c| matches!(doc.nodes[c].kind, Kind::Element { .. }))
            .map(move |&index| Element { doc, index })
    }

    /// Every element inside it, in the page's order.
    pub(crate) fn descendants(&self) -> impl Iterator<Item = Element<'a>> + 'a {
        let doc = self.doc;
        let mut stack: Vec<usize> = doc.nodes[self.index]
            .children
            .iter()
            .rev()
            .copied()
            .collect();
        std::iter::from_fn(move || {
            while let Some(index) = stack.pop() {
                stack.extend(doc.nodes[index].children.iter().rev());
                if matches!(doc.nodes[index].kind, Kind::Element { .. }) {
                    return Some(Element { doc, index });
                }
            }
            None
        })
    }

    /// The elements named `name` inside it.
    pub(crate) fn find(&self, name: &'a str) -> impl Iterator<Item = Element<'a>> + 'a {
        self.descendants().filter(move |e| e.name() == name)
    }

    /// The elements that come after it in the page (not inside it), in order.
    pub(crate) fn following(&self) -> impl Iterator<Item = Element<'a>> + 'a {
        let last_inside = self.descendants().last().map_or(self.index, |e| e.index);
        let doc = self.doc;
        doc.elements().filter(move |e| e.index > last_inside)
    }
}

/// One child of an element: decoded text, or an element.
#[derive(Debug, Clone, Copy)]
pub(crate) enum Child<'a> {
    Text(&'a str),
    Element(Element<'a>),
}

/// Builds the tree as tags and text arrive.
struct Builder {
    nodes: Vec<Node>,
    /// The open elements, the root first.
    open: Vec<usize>,
    /// The last thing added was a `<pre>` start tag.
    after_pre: bool,
}

impl Builder {
    fn push(&mut self, kind: Kind) -> usize {
        let index = self.nodes.len();
        self.nodes.push(Node {
            kind,
            children: Vec::new(),
        });
        let parent = *self.open.last().unwrap_or(&0);
        self.nodes[parent].children.push(index);
        index
    }

    fn text(&mut self, raw: &str) {
        let mut text = decode(raw);
        if std::mem::take(&mut self.after_pre) && text.starts_with('\n') {
            text.remove(0);
        }
        if !text.is_empty() {
            self.push(Kind::Text(text));
        }
    }

    fn name_of(&self, index: usize) -> &str {
        match &self.nodes[index].kind {
            Kind::Element { name, .. } => name,
            _ => "",
        }
    }

    fn open(&mut self, name: &str, attrs: Vec<(String, String)>, self_closing: bool) {
        if let Some((_, closes, scope)) = IMPLIED_END.iter().find(|(n, _, _)| *n == name) {
            // Close the outermost open element of those kinds within the scope, and
            // everything inside it: a new row ends the open cell and its row.
            let mut outermost = None;
            for depth in (1..self.open.len()).rev() {
                let open = self.name_of(self.open[depth]);
                if scope.contains(&open) {
                    break;
                }
                if closes.contains(&open) {
                    outermost = Some(depth);
                }
            }
            if let Some(depth) = outermost {
                self.open.truncate(depth);
            }
        }
        let index = self.push(Kind::Element {
            name: name.to_owned(),
            attrs,
        });
        self.after_pre = false;
        if !VOID.contains(&name) && !self_closing && self.open.len() < MAX_DEPTH {
            self.open.push(index);
            self.after_pre = name == "pre";
        }
    }

    fn close(&mut self, name: &str) {
        self.after_pre = false;
        if let Some(depth) = (1..self.open.len())
            .rev()
            .find(|&d| self.name_of(self.open[d]) == name)
        {
            self.open.truncate(depth);
        }
    }
}

/// The lowercase tag name at the start of a tag's text.
fn tag_name(text: &str) -> String {
    text.chars()
        .take_while(|c| !c.is_whitespace() && *c != '/' && *c != '>')
        .collect::<String>()
        .to_ascii_lowercase()
}

/// Reads a start tag after its `<`: the name, the attributes, whether it ends in `/>`, and
/// the text after it.
fn start_tag(text: &str) -> (String, Vec<(String, String)>, bool, &str) {
    let name = tag_name(text);
    let mut rest = &text[name.len()..];
    let mut attrs: Vec<(String, String)> = Vec::new();
    let mut self_closing = false;
    loop {
        rest = rest.trim_start_matches(|c: char| c.is_whitespace());
        if let Some(after) = rest.strip_prefix('>') {
            return (name, attrs, self_closing, after);
        }
        if let Some(after) = rest.strip_prefix('/') {
            self_closing = after.starts_with('>');
            rest = after;
            continue;
        }
        if rest.is_empty() {
            return (name, attrs, self_closing, rest);
        }
        self_closing = false;
        let len = rest
            .find(|c: char| c.is_whitespace() || matches!(c, '=' | '>' | '/'))
            .unwrap_or(rest.len())
            .max(rest.chars().next().map_or(0, char::len_utf8));
        let attr = rest[..len].to_ascii_lowercase();
        rest = rest[len..].trim_start_matches(|c: char| c.is_whitespace());
        let mut value = String::new();
        if let Some(after) = rest.strip_prefix('=') {
            let after = after.trim_start_matches(|c: char| c.is_whitespace());
            let (raw, left) = match after.chars().next() {
                Some(q @ ('"' | '\'')) => {
                    let body = &after[1..];
                    let end = body.find(q).unwrap_or(body.len());
                    (&body[..end], body.get(end + 1..).unwrap_or(""))
                }
                _ => {
                    let end = after
                        .find(|c: char| c.is_whitespace() || c == '>')
                        .unwrap_or(after.len());
                    (&after[..end], &after[end..])
                }
            };
            value = decode(raw);
            rest = left;
        }
        // The first of a repeated attribute counts, as in browsers.
        if !attrs.iter().any(|(n, _)| *n == attr) {
            attrs.push((attr, value));
        }
    }
}

/// Where the end tag `</name` of a raw-text element starts in `text` (its length when none).
fn find_end_tag(text: &str, name: &str) -> usize {
    let lower = text.to_ascii_lowercase();
    let needle = format!("</{name}");
    let mut from = 0;
    while let Some(at) = lower[from..].find(&needle) {
        let at = from + at;
        let next = lower[at + needle.len()..].chars().next();
        if next.is_none_or(|c| c.is_whitespace() || c == '>' || c == '/') {
            return at;
        }
        from = at + needle.len();
    }
    text.len()
}

/// Named character references: those problem pages use, and the common ones.
const NAMED: &[(&str, char)] = &[
    ("amp", '&'),
    ("lt", '<'),
    ("gt", '>'),
    ("quot", '"'),
    ("apos", '\''),
    ("nbsp", '\u{a0}'),
    ("le", '≤'),
    ("ge", '≥'),
    ("ne", '≠'),
    ("times", '×'),
    ("divide", '÷'),
    ("middot", '·'),
    ("centerdot", '·'),
    ("cdot", '·'),
    ("hellip", '…'),
    ("mdash", '—'),
    ("ndash", '–'),
    ("minus", '−'),
    ("plusmn", '±'),
    ("lsquo", '‘'),
    ("rsquo", '’'),
    ("ldquo", '“'),
    ("rdquo", '”'),
    ("laquo", '«'),
    ("raquo", '»'),
    ("copy", '©'),
    ("reg", '®'),
    ("deg", '°'),
    ("sup1", '¹'),
    ("sup2", '²'),
    ("sup3", '³'),
    ("frac12", '½'),
    ("larr", '←'),
    ("rarr", '→'),
    ("uarr", '↑'),
    ("darr", '↓'),
    ("harr", '↔'),
    ("infin", '∞'),
    ("sum", '∑'),
    ("prod", '∏'),
    ("radic", '√'),
    ("lfloor", '⌊'),
    ("rfloor", '⌋'),
    ("lceil", '⌈'),
    ("rceil", '⌉'),
    ("alpha", 'α'),
    ("beta", 'β'),
    ("pi", 'π'),
    ("sigma", 'σ'),
    ("bull", '•'),
    ("thinsp", '\u{2009}'),
    ("ensp", '\u{2002}'),
    ("emsp", '\u{2003}'),
    ("zwj", '\u{200d}'),
    ("zwnj", '\u{200c}'),
];

/// References that browsers also read without the final `;`.
const LEGACY: [&str; 6] = ["amp", "lt", "gt", "quot", "nbsp", "copy"];

/// Decodes the character references of a text or an attribute value; an unknown one stays
/// as it is.
pub(crate) fn decode(text: &str) -> String {
    if !text.contains('&') {
        return text.to_owned();
    }
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find('&') {
        out.push_str(&rest[..at]);
        rest = &rest[at..];
        match reference(&rest[1..]) {
            Some((c, len)) => {
                out.push(c);
                rest = &rest[1 + len..];
            }
            None => {
                out.push('&');
                rest = &rest[1..];
            }
        }
    }
    out.push_str(rest);
    out
}

/// The character a reference after `&` stands for, and how many bytes it takes.
fn reference(text: &str) -> Option<(char, usize)> {
    if let Some(number) = text.strip_prefix('#') {
        let (digits, radix, skip) = match number.strip_prefix(['x', 'X']) {
            Some(hex) => (hex, 16, 2),
            None => (number, 10, 1),
        };
        let len = digits
            .find(|c: char| !c.is_digit(radix))
            .unwrap_or(digits.len());
        if len == 0 {
            return None;
        }
        let semicolon = usize::from(digits[len..].starts_with(';'));
        let c = u32::from_str_radix(&digits[..len], radix)
            .ok()
            .filter(|&n| n != 0)
            .and_then(char::from_u32)
            .unwrap_or('\u{fffd}');
        return Some((c, skip + len + semicolon));
    }
    let len = text
        .find(|c: char| !c.is_ascii_alphanumeric())
        .unwrap_or(text.len());
    let name = &text[..len];
    let (_, c) = NAMED.iter().find(|(n, _)| *n == name)?;
    if text[len..].starts_with(';') {
        Some((*c, len + 1))
    } else if LEGACY.contains(&name) {
        Some((*c, len))
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_page_nested_a_million_deep_is_read_in_bounded_depth() {
        let depth = 1_000_000;
        let page = format!(
            "{}<span id=\"problem_title\">deep</span>{}",
            "<div>".repeat(depth),
            "</div>".repeat(depth)
        );
        let doc = Document::parse(&page);
        // Kept as an empty element; its text goes to the deepest element kept.
        assert_eq!(
            doc.by_id("problem_title").map(|e| e.words()),
            Some(String::new())
        );
        // Walking the whole tree by recursion (text, Markdown) stays within the stack.
        assert_eq!(doc.root().words(), "deep");
    }

    #[test]
    fn attributes_in_any_order_and_any_quoting() {
        let doc = Document::parse(
            "<PRE ID=a class=\"sampledata\">x</pre><pre data-x='1 &amp; 2' id=\"b\" \
             class=sampledata >y</pre><input disabled id=c/>",
        );
        let a = doc.by_id("a").unwrap();
        assert_eq!((a.name(), a.text().as_str()), ("pre", "x"));
        assert!(a.has_class("sampledata"));
        let b = doc.by_id("b").unwrap();
        assert_eq!(b.attr("data-x"), Some("1 & 2"));
        assert!(b.has_class("sampledata"));
        assert_eq!(b.text(), "y");
        // An unquoted value ends at whitespace or `>`, so `c/` is the value here.
        assert_eq!(doc.by_id("c/").unwrap().attr("disabled"), Some(""));
    }

    #[test]
    fn references_named_numeric_and_unknown() {
        for (text, want) in [
            ("&lt;open&gt;tag&lt;close&gt;", "<open>tag<close>"),
            ("a &amp;&amp; b", "a && b"),
            ("&#60;&#x3C;&#X3c;", "<<<"),
            ("1 &le; N &le; 10&nbsp;000", "1 ≤ N ≤ 10\u{a0}000"),
            ("&amp &lt", "& <"),
            ("&unknown; & &; &#; &#xZZ;", "&unknown; & &; &#; &#xZZ;"),
            ("&#0; &#xD800; &#1114112;", "\u{fffd} \u{fffd} \u{fffd}"),
            ("&le", "&le"),
        ] {
            assert_eq!(decode(text), want, "{text}");
        }
    }

    #[test]
    fn comments_scripts_and_styles_hide_their_markup() {
        let doc = Document::parse(
            "<!DOCTYPE html><!-- <pre id=\"s\">no</pre> --><script>if (a<b) \
             document.write('<pre id=\"s\">no</pre>')</script><style>p>b{}</style>\
             <?xml x?><pre id=\"s\">yes</pre><SCRIPT type=x>'</Script >'<b id=t>z</b>",
        );
        assert_eq!(doc.by_id("s").unwrap().text(), "yes");
        assert_eq!(doc.by_id("t").unwrap().text(), "z");
        assert_eq!(doc.by_tag("pre").count(), 1);
    }

    #[test]
    fn nested_tags_and_implied_ends() {
        let doc = Document::parse(
            "<table id=t><tr><th>a<th>b<tr><td>1<td><b>2</b>3</table><ul><li>x<li>y</ul>\
             <div id=d><span>p</div></span>q",
        );
        let table = doc.by_id("t").unwrap();
        let rows: Vec<Vec<String>> = table
            .find("tr")
            .map(|tr| tr.children().map(|c| c.text()).collect())
            .collect();
        assert_eq!(rows, [vec!["a", "b"], vec!["1", "23"]]);
        assert_eq!(
            doc.by_tag("li").map(|l| l.text()).collect::<Vec<_>>(),
            ["x", "y"]
        );
        // A stray end tag is ignored; the missing one is implied by the parent's.
        assert_eq!(doc.by_id("d").unwrap().text(), "p");
        let following: Vec<&str> = table.following().map(|e| e.name()).collect();
        assert_eq!(following, ["ul", "li", "li", "div", "span"]);
    }

    #[test]
    fn pre_text_is_exact_but_for_the_first_newline_and_carriage_returns() {
        let doc = Document::parse(
            "<pre id=a>\n\n 1  2 \r\n3\r</pre><pre id=b></pre><pre id=c>a<br>b</pre>\
             <pre id=d>\nx</pre><p id=e> a \n\u{a0} b </p>",
        );
        assert_eq!(doc.by_id("a").unwrap().text(), "\n 1  2 \n3\n");
        assert_eq!(doc.by_id("b").unwrap().text(), "");
        assert_eq!(doc.by_id("c").unwrap().text(), "a\nb");
        assert_eq!(doc.by_id("d").unwrap().text(), "x");
        assert_eq!(doc.by_id("e").unwrap().words(), "a b");
    }

    #[test]
    fn broken_markup_still_gives_a_tree() {
        let root_text = |text: &str| {
            let doc = Document::parse(text);
            let root = Element {
                doc: &doc,
                index: 0,
            };
            root.text()
        };
        for (text, want) in [
            ("<", "<"),
            ("<a", ""),
            ("<a b='", ""),
            ("</", "</"),
            ("</a", ""),
            ("<!--", ""),
            ("a < b > c", "a < b > c"),
            ("&", "&"),
            ("<pre>", ""),
            ("a < b <3 </ c", "a < b <3 </ c"),
        ] {
            assert_eq!(root_text(text), want, "{text}");
        }
        let doc = Document::parse("<title>A &lt;b&gt; <i>x</i></title>");
        assert_eq!(doc.by_tag("title").next().unwrap().text(), "A <b> <i>x</i>");
    }
}
