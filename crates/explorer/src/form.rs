//! Reading the page's requests: an `application/x-www-form-urlencoded` body (what the page's
//! `URLSearchParams` sends) into its fields.

/// The value of field `name` in a form-encoded body, decoded; `None` when it is absent.
/// `Err` when the body is not valid form encoding of UTF-8 text.
pub fn field(body: &str, name: &str) -> Result<Option<String>, String> {
    for pair in body.split('&').filter(|pair| !pair.is_empty()) {
        let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
        if decode(key)? == name {
            return decode(value).map(Some);
        }
    }
    Ok(None)
}

/// Decodes one form-encoded component: `+` is a space, `%XX` a byte.
fn decode(text: &str) -> Result<String, String> {
    let mut bytes = Vec::with_capacity(text.len());
    let mut rest = text.as_bytes();
    while let Some((&b, tail)) = rest.split_first() {
        rest = tail;
        match b {
            b'+' => bytes.push(b' '),
            b'%' => {
                let hex = rest.get(..2).ok_or("a '%' without two hex digits")?;
                let hex = std::str::from_utf8(hex).map_err(|_| "a '%' without two hex digits")?;
                let byte =
                    u8::from_str_radix(hex, 16).map_err(|_| "a '%' without two hex digits")?;
                bytes.push(byte);
                rest = &rest[2..];
            }
            b => bytes.push(b),
        }
    }
    String::from_utf8(bytes).map_err(|_| "the form is not UTF-8 text".to_owned())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fields_are_found_and_decoded() {
        let body = "position=3+1%0A1+2%0A&move=reclaim%20(1%2C+2)&empty=";
        assert_eq!(
            field(body, "position").unwrap().as_deref(),
            Some("3 1\n1 2\n")
        );
        assert_eq!(
            field(body, "move").unwrap().as_deref(),
            Some("reclaim (1, 2)")
        );
        assert_eq!(field(body, "empty").unwrap().as_deref(), Some(""));
        assert_eq!(field(body, "other").unwrap(), None);
        assert_eq!(
            field("%C3%A9=%E2%9C%93", "é").unwrap().as_deref(),
            Some("✓")
        );
    }

    #[test]
    fn broken_encoding_is_an_error() {
        assert!(field("position=%4", "position").is_err());
        assert!(field("position=%zz", "position").is_err());
        assert!(field("position=%ff", "position").is_err());
    }
}
