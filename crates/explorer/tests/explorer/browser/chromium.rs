//! A small client of headless Chromium's DevTools protocol (JSON commands over a WebSocket), for
//! the browser test: start the browser, open a tab, navigate, evaluate JavaScript, click with the
//! mouse, take a screenshot.

use std::io::{BufRead, BufReader};
use std::net::TcpStream;
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::sync::mpsc;
use std::thread;
use std::time::{Duration, Instant};

use serde_json::{Value, json};
use tungstenite::{Message, WebSocket};

/// How long one command may take before the test gives up on the browser.
const COMMAND_TIMEOUT: Duration = Duration::from_secs(30);

/// A headless Chromium with one tab, ended when dropped.
pub struct Browser {
    socket: WebSocket<TcpStream>,
    next_id: u64,
    session: String,
    /// How long one command may take (the bench's long solves need more).
    timeout: Duration,
    // Last: dropped after the socket, so that a closed socket never races the browser's end.
    process: Process,
}

/// The browser's process and profile folder: killed and removed when dropped, also when the
/// start fails half-way.
struct Process {
    child: Child,
    profile: PathBuf,
}

impl Drop for Process {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
        // Helper processes may still write into the profile for a moment after the browser ends.
        for _ in 0..20 {
            if std::fs::remove_dir_all(&self.profile).is_ok() || !self.profile.exists() {
                break;
            }
            thread::sleep(Duration::from_millis(100));
        }
    }
}

/// Whether the `chromium` command exists.
pub fn installed() -> bool {
    Command::new("chromium")
        .arg("--version")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|status| status.success())
}

impl Browser {
    /// Starts Chromium headless with a fresh profile and opens a blank tab of `width` x `height`.
    pub fn start(width: u32, height: u32) -> Result<Browser, String> {
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.subsec_nanos());
        let profile =
            std::env::temp_dir().join(format!("explorer-chromium-{}-{nanos}", std::process::id()));
        let child = Command::new("chromium")
            .args([
                "--headless",
                "--no-sandbox",
                "--disable-gpu",
                "--disable-quic",
                "--no-first-run",
                "--disable-background-networking",
                "--disable-component-update",
                "--disable-sync",
                "--hide-scrollbars",
                "--remote-debugging-address=127.0.0.1",
                "--remote-debugging-port=0",
            ])
            .arg(format!("--user-data-dir={}", profile.display()))
            .arg("about:blank")
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .map_err(|e| format!("cannot start chromium: {e}"))?;
        let mut process = Process { child, profile };
        let endpoint = devtools_endpoint(&mut process.child)?;
        let socket = connect(&endpoint)?;
        let mut browser = Browser {
            socket,
            next_id: 0,
            session: String::new(),
            timeout: COMMAND_TIMEOUT,
            process,
        };
        let target = browser.send("Target.createTarget", json!({"url": "about:blank"}), false)?;
        let attached = browser.send(
            "Target.attachToTarget",
            json!({"targetId": target["targetId"], "flatten": true}),
            false,
        )?;
        browser.session = attached["sessionId"]
            .as_str()
            .ok_or("no session id")?
            .to_owned();
        browser.command(
            "Emulation.setDeviceMetricsOverride",
            json!({"width": width, "height": height, "deviceScaleFactor": 1, "mobile": false}),
        )?;
        browser.command("Page.enable", json!({}))?;
        Ok(browser)
    }

    /// Sends a command and waits for its answer (skipping the events that come meanwhile).
    fn send(&mut self, method: &str, params: Value, in_tab: bool) -> Result<Value, String> {
        self.next_id += 1;
        let id = self.next_id;
        let mut message = json!({"id": id, "method": method, "params": params});
        if in_tab {
            message["sessionId"] = json!(self.session);
        }
        self.socket
            .send(Message::text(message.to_string()))
            .map_err(|e| format!("{method}: {e}"))?;
        let deadline = Instant::now() + self.timeout;
        while Instant::now() < deadline {
            let reply = match self.socket.read() {
                Ok(Message::Text(text)) => text,
                Ok(_) => continue,
                Err(tungstenite::Error::Io(e)) if e.kind() == std::io::ErrorKind::WouldBlock => {
                    continue;
                }
                Err(e) => return Err(format!("{method}: {e}")),
            };
            let reply: Value = serde_json::from_str(&reply).map_err(|e| e.to_string())?;
            if reply["id"] != json!(id) {
                continue;
            }
            if let Some(error) = reply.get("error") {
                return Err(format!("{method}: {error}"));
            }
            return Ok(reply["result"].clone());
        }
        Err(format!("{method}: no answer within {:?}", self.timeout))
    }

    /// Lets each later command take up to `timeout`.
    #[allow(dead_code)] // The bench's; the browser test keeps the default.
    pub fn set_timeout(&mut self, timeout: Duration) {
        self.timeout = timeout;
    }

    /// The browser's process id (its renderers are its descendants).
    #[allow(dead_code)] // The bench's.
    pub fn pid(&self) -> u32 {
        self.process.child.id()
    }

    /// A command to the browser rather than the tab (`Browser.grantPermissions`, ...).
    pub fn send_to_browser(&mut self, method: &str, params: Value) -> Result<Value, String> {
        self.send(method, params, false)
    }

    /// A command to the tab.
    pub fn command(&mut self, method: &str, params: Value) -> Result<Value, String> {
        self.send(method, params, true)
    }

    /// Opens `url` in the tab.
    pub fn navigate(&mut self, url: &str) -> Result<(), String> {
        let answer = self.command("Page.navigate", json!({"url": url}))?;
        match answer.get("errorText") {
            Some(error) => Err(format!("navigating to {url}: {error}")),
            None => Ok(()),
        }
    }

    /// The value of a JavaScript expression in the page (awaited if it is a promise).
    pub fn eval(&mut self, expression: &str) -> Result<Value, String> {
        let answer = self.command(
            "Runtime.evaluate",
            json!({"expression": expression, "awaitPromise": true, "returnByValue": true}),
        )?;
        if let Some(exception) = answer.get("exceptionDetails") {
            return Err(format!("{expression}: {exception}"));
        }
        Ok(answer["result"]["value"].clone())
    }

    /// Waits until `expression` is truthy (polling; an exception counts as not yet, as while a
    /// page is still loading); `what` names it in the error.
    pub fn wait_for(&mut self, expression: &str, what: &str) -> Result<Value, String> {
        let deadline = Instant::now() + COMMAND_TIMEOUT;
        loop {
            let value = self.eval(expression);
            let truthy = value.as_ref().is_ok_and(|value| {
                !matches!(value, Value::Null | Value::Bool(false))
                    && *value != json!(0)
                    && *value != json!("")
            });
            if truthy {
                return value;
            }
            if Instant::now() > deadline {
                let last = value.map_or_else(|e| e, |v| v.to_string());
                return Err(format!(
                    "waited {COMMAND_TIMEOUT:?} for {what}; last: {last}"
                ));
            }
            thread::sleep(Duration::from_millis(30));
        }
    }

    /// Clicks the middle of the element `selector` finds, with the mouse, as a person would.
    pub fn click(&mut self, selector: &str) -> Result<(), String> {
        let find = format!(
            "(() => {{ const e = document.querySelector({selector:?}); if (!e) return null; \
             e.scrollIntoView({{block: 'center'}}); const r = e.getBoundingClientRect(); \
             return [r.left + r.width / 2, r.top + r.height / 2]; }})()"
        );
        let point = self.eval(&find)?;
        let (Some(x), Some(y)) = (point[0].as_f64(), point[1].as_f64()) else {
            return Err(format!("no element {selector} to click"));
        };
        for kind in ["mousePressed", "mouseReleased"] {
            self.command(
                "Input.dispatchMouseEvent",
                json!({"type": kind, "x": x, "y": y, "button": "left", "clickCount": 1}),
            )?;
        }
        Ok(())
    }

    /// A PNG of the tab's viewport.
    pub fn screenshot(&mut self) -> Result<Vec<u8>, String> {
        let answer = self.command("Page.captureScreenshot", json!({"format": "png"}))?;
        let data = answer["data"].as_str().ok_or("no screenshot data")?;
        data_encoding::BASE64
            .decode(data.as_bytes())
            .map_err(|e| format!("screenshot: {e}"))
    }
}

impl Drop for Browser {
    /// Asks the browser to close, so that it ends its helper processes itself; [`Process`]
    /// then kills whatever is left.
    fn drop(&mut self) {
        if self.send("Browser.close", json!({}), false).is_ok() {
            for _ in 0..50 {
                if !matches!(self.process.child.try_wait(), Ok(None)) {
                    break;
                }
                thread::sleep(Duration::from_millis(100));
            }
        }
    }
}

/// Reads Chromium's stderr until it names its DevTools WebSocket; drains the rest on a thread so
/// that the browser never blocks on a full pipe.
fn devtools_endpoint(child: &mut Child) -> Result<String, String> {
    let stderr = child.stderr.take().ok_or("no stderr")?;
    let (found, endpoint) = mpsc::channel();
    thread::spawn(move || {
        let mut seen = Vec::new();
        for line in BufReader::new(stderr).lines().map_while(Result::ok) {
            if let Some(url) = line.strip_prefix("DevTools listening on ") {
                let _ = found.send(Ok(url.trim().to_owned()));
            } else if seen.len() < 40 {
                seen.push(line);
            }
        }
        let _ = found.send(Err(format!(
            "chromium ended before naming its DevTools endpoint:\n{}",
            seen.join("\n")
        )));
    });
    endpoint
        .recv_timeout(COMMAND_TIMEOUT)
        .map_err(|_| "chromium did not name its DevTools endpoint in time".to_owned())?
}

/// Opens the WebSocket `ws://HOST:PORT/PATH`.
fn connect(endpoint: &str) -> Result<WebSocket<TcpStream>, String> {
    let address = endpoint
        .strip_prefix("ws://")
        .and_then(|rest| rest.split('/').next())
        .ok_or_else(|| format!("unexpected DevTools endpoint {endpoint}"))?;
    let stream = TcpStream::connect(address).map_err(|e| format!("{endpoint}: {e}"))?;
    stream
        .set_read_timeout(Some(COMMAND_TIMEOUT))
        .map_err(|e| e.to_string())?;
    let (socket, _) =
        tungstenite::client::client(endpoint, stream).map_err(|e| format!("{endpoint}: {e}"))?;
    // From here a read returns now and then, so that a command's own deadline is checked.
    socket
        .get_ref()
        .set_read_timeout(Some(Duration::from_millis(200)))
        .map_err(|e| e.to_string())?;
    Ok(socket)
}
