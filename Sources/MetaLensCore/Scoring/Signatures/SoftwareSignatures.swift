/// The editors, converters, metadata tools and generators metalens
/// recognises in Software, CreatorTool, history and comments.
///
/// Names are matched as whole words, so camera and phone firmware strings
/// (`Ver.1.01`, `E775v1.4u`, `iOS 17.1`, `HDR+ 1.0`, `J327T1UVS4ASH2`,
/// `Digital Camera X-T3 Ver3.01`) never match.
public enum SoftwareSignatures {
  /// Checked in order: specific names before the general ones they contain
  /// ("Adobe Photoshop Lightroom" is Lightroom, not Photoshop).
  public static let all: [SoftwareSignature] = specific + editors + converters + metadataTools + generators

  static let specific: [SoftwareSignature] = [
    SoftwareSignature("Adobe Lightroom", .converter, ["lightroom"]),
    SoftwareSignature("Adobe Camera Raw", .converter, ["camera raw"]),
    SoftwareSignature("Adobe Photoshop Elements", .converter, ["photoshop elements"]),
    SoftwareSignature("Adobe Photoshop Album", .converter, ["photoshop album"]),
    SoftwareSignature("Adobe Photoshop Express", .editor, ["photoshop express"]),
  ]

  static let editors: [SoftwareSignature] = [
    SoftwareSignature("Adobe ImageReady", .editor, ["imageready"]),
    SoftwareSignature("Adobe Photoshop", .editor, ["photoshop"]),
    SoftwareSignature("GIMP", .editor, ["gimp"]),
    SoftwareSignature("Affinity Photo", .editor, ["affinity photo", "affinity"]),
    SoftwareSignature("Pixelmator", .editor, ["pixelmator"]),
    SoftwareSignature("Snapseed", .editor, ["snapseed"]),
    SoftwareSignature("PicsArt", .editor, ["picsart"]),
    SoftwareSignature("Facetune", .editor, ["facetune"]),
    SoftwareSignature("Meitu", .editor, ["meitu", "meitupic"]),
    SoftwareSignature("VSCO", .editor, ["vsco"]),
    SoftwareSignature("Canva", .editor, ["canva"]),
    SoftwareSignature("Paint.NET", .editor, ["paint.net"]),
    SoftwareSignature("Microsoft Paint", .editor, ["mspaint", "microsoft paint"]),
    SoftwareSignature("Paint Shop Pro", .editor, ["paint shop pro", "paintshop pro", "paintshop"]),
    SoftwareSignature("Corel", .editor, ["corel", "photo-paint"]),
    SoftwareSignature("Luminar", .editor, ["luminar"]),
    SoftwareSignature("Pixlr", .editor, ["pixlr"]),
    SoftwareSignature("Photopea", .editor, ["photopea"]),
    SoftwareSignature("Krita", .editor, ["krita"]),
    SoftwareSignature("PhotoScape", .editor, ["photoscape"]),
    SoftwareSignature("Fotor", .editor, ["fotor"]),
    SoftwareSignature("Polarr", .editor, ["polarr"]),
    SoftwareSignature("Instagram", .editor, ["instagram"]),
    SoftwareSignature("FaceApp", .editor, ["faceapp"]),
    SoftwareSignature("Windows Photo Editor", .editor, ["windows photo editor"]),
    SoftwareSignature("Microsoft Photo Gallery", .editor, ["photo gallery", "windows photo viewer"]),
    SoftwareSignature("Picasa", .editor, ["picasa"]),
    SoftwareSignature("Apple Aperture", .editor, ["aperture"]),
    SoftwareSignature("Apple iPhoto", .editor, ["iphoto"]),
    SoftwareSignature("Panorama stitcher", .editor, ["pano2vr", "ptgui", "hugin", "panotools", "autostitch"]),
  ]

  static let converters: [SoftwareSignature] = [
    SoftwareSignature("Adobe Fireworks", .converter, ["fireworks"]),
    SoftwareSignature("Adobe Illustrator", .converter, ["illustrator"]),
    SoftwareSignature("darktable", .converter, ["darktable"]),
    SoftwareSignature("RawTherapee", .converter, ["rawtherapee"]),
    SoftwareSignature("Capture One", .converter, ["capture one"]),
    SoftwareSignature("DxO", .converter, ["dxo", "perfectly clear", "noise ninja"]),
    SoftwareSignature("ACDSee", .converter, ["acdsee", "acd systems"]),
    SoftwareSignature("IrfanView", .converter, ["irfanview"]),
    SoftwareSignature("XnView", .converter, ["xnview", "xnconvert"]),
    SoftwareSignature("GraphicConverter", .converter, ["graphicconverter"]),
    SoftwareSignature("FastStone", .converter, ["faststone"]),
    SoftwareSignature("digiKam", .converter, ["digikam"]),
    SoftwareSignature("Shotwell", .converter, ["shotwell"]),
    SoftwareSignature("F-Spot", .converter, ["f-spot"]),
    SoftwareSignature("gThumb", .converter, ["gthumb"]),
    SoftwareSignature("LightZone", .converter, ["lightzone"]),
    SoftwareSignature("ImageMagick", .converter, ["imagemagick", "graphicsmagick"]),
    SoftwareSignature("GD library", .converter, ["gd-jpeg"]),
    SoftwareSignature("Python Imaging Library", .converter, ["pil", "pillow"]),
    SoftwareSignature("libvips", .converter, ["libvips", "vips"]),
    SoftwareSignature("Apple QuickTime", .converter, ["quicktime"]),
    SoftwareSignature("Apple macOS", .converter, ["mac os x", "macos"]),
    SoftwareSignature("Nikon Capture NX", .converter, ["capture nx", "capture nx2"]),
    SoftwareSignature("Nikon NX Studio", .converter, ["nx studio"]),
    // Nikon Capture 4 and its Editor, before Capture NX replaced them.
    SoftwareSignature("Nikon Capture", .converter, ["nikon capture"]),
    SoftwareSignature("Canon Digital Photo Professional", .converter, ["digital photo professional"]),
    SoftwareSignature("SIGMA Photo Pro", .converter, ["sigma photopro", "sigma photo pro"]),
    SoftwareSignature(
      "Olympus software", .converter, ["camedia master", "olympus master", "olympus viewer", "olympus workspace"]),
    SoftwareSignature("Fujifilm software", .converter, ["finepix viewer", "raw file converter"]),
    SoftwareSignature("Kodak software", .converter, ["photo desk"]),
    SoftwareSignature("Silkypix", .converter, ["silkypix"]),
  ]

  static let metadataTools: [SoftwareSignature] = [
    SoftwareSignature("Adobe Bridge", .metadataTool, ["adobe bridge"]),
    SoftwareSignature("Photo Mechanic", .metadataTool, ["photo mechanic"]),
    SoftwareSignature("IDimager", .metadataTool, ["idimager"]),
    SoftwareSignature("FotoStation", .metadataTool, ["fotostation"]),
    SoftwareSignature("Nikon Transfer", .metadataTool, ["nikon transfer"]),
    SoftwareSignature("Opanda PowerExif", .metadataTool, ["powerexif", "opanda"]),
    SoftwareSignature("Sony PMB", .metadataTool, ["pmb service uploader", "picture motion browser"]),
    SoftwareSignature("ExifTool", .metadataTool, ["exiftool"]),
    SoftwareSignature("Exiv2", .metadataTool, ["exiv2"]),
  ]

  static let generators: [SoftwareSignature] = [
    SoftwareSignature("Midjourney", .generator, ["midjourney"]),
    SoftwareSignature("DALL·E", .generator, ["dall-e", "dall·e", "dalle", "dall e"]),
    SoftwareSignature(
      "Stable Diffusion", .generator, ["stable diffusion", "stablediffusion", "sdxl", "automatic1111"]),
    SoftwareSignature("ComfyUI", .generator, ["comfyui"]),
    SoftwareSignature("InvokeAI", .generator, ["invokeai"]),
    SoftwareSignature("NovelAI", .generator, ["novelai"]),
    SoftwareSignature("Fooocus", .generator, ["fooocus"]),
    SoftwareSignature("Adobe Firefly", .generator, ["firefly"]),
    SoftwareSignature("Google Imagen", .generator, ["imagen"]),
    SoftwareSignature("Ideogram", .generator, ["ideogram"]),
    SoftwareSignature("Leonardo.Ai", .generator, ["leonardo.ai", "leonardo ai"]),
    SoftwareSignature("Microsoft Designer", .generator, ["image creator", "bing image creator", "microsoft designer"]),
    SoftwareSignature("Craiyon", .generator, ["craiyon"]),
    SoftwareSignature("DreamStudio", .generator, ["dreamstudio"]),
    SoftwareSignature("FLUX", .generator, ["flux.1", "black forest labs"]),
  ]

  /// The first signature `text` names in each role, in the order of `all`.
  ///
  /// Remembered per text: a batch meets the same few hundred software
  /// names again and again, and matching one against every signature was
  /// a twentieth of a `--metadata-only` batch. The memory holds at most
  /// 4,096 names.
  public static func matches(_ text: String) -> [SoftwareSignature] {
    remembered.value(for: text) {
      let lowered = Array(text.lowercased().unicodeScalars)
      var found: [SoftwareSignature] = []
      for signature in all where !found.contains(where: { $0.role == signature.role }) {
        if signature.matches(lowercased: lowered) { found.append(signature) }
      }
      return found
    }
  }

  private static let remembered = BoundedMemo<String, [SoftwareSignature]>(capacity: 4096)
}
