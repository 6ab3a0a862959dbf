import MetaLensTestSupport

/// Triggers and near misses for the AI and definite-editing rules.
extension RuleCase {
  static let signs: [RuleCase] =
    [
      RuleCase(
        "ai-generated-source-type", fires: true, "trainedAlgorithmicMedia",
        original(.init([]), [digitalSourceType("trainedAlgorithmicMedia")])),
      RuleCase(
        "ai-generated-source-type", fires: false, "digitalCapture",
        original(camera(), [digitalSourceType("digitalCapture")])),
      RuleCase(
        "ai-generated-source-type", fires: true, "a C2PA manifest's created action",
        original(
          .init([]),
          C2PAFixture.segments(
            C2PAFixture(actions: [
              .init("c2pa.created", digitalSourceType: C2PAFixture.sourceType("trainedAlgorithmicMedia"))
            ]).store()))),
      RuleCase(
        "c2pa-edit-actions", fires: true, "c2pa.color_adjustments by an editor",
        original(
          camera(),
          C2PAFixture.segments(
            C2PAFixture(actions: [
              .init("c2pa.opened"), .init("c2pa.color_adjustments", softwareAgent: "Fixture Editor 1.0"),
            ]).store()))),
      RuleCase(
        "c2pa-edit-actions", fires: false, "only c2pa.created",
        original(camera(), C2PAFixture.segments(C2PAFixture().store()))),
      RuleCase(
        "editor-software", fires: true, "a C2PA claim generator",
        original(camera(), C2PAFixture.segments(C2PAFixture(claimGenerator: "Adobe Photoshop 25.9").store()))),
      RuleCase(
        "ai-edited-source-type", fires: true, "compositeWithTrainedAlgorithmicMedia",
        original(camera(), [digitalSourceType("compositeWithTrainedAlgorithmicMedia")])),
      RuleCase(
        "ai-edited-source-type", fires: true, "compositeSynthetic",
        original(camera(), [digitalSourceType("compositeSynthetic")])),
      RuleCase(
        "ai-edited-source-type", fires: false, "composite (no AI)", original(camera(), [digitalSourceType("composite")])
      ),
      RuleCase(
        "ai-system-fields", fires: true, "AISystemUsed",
        original(.init([]), [xmp("<Iptc4xmpExt:AISystemUsed>Firefly Image 3</Iptc4xmpExt:AISystemUsed>")])),
      RuleCase(
        "ai-system-fields", fires: false, "other IPTC extension fields",
        original(camera(), [xmp("<Iptc4xmpExt:Event>Harbour festival</Iptc4xmpExt:Event>")])),
      RuleCase(
        "generator-parameters", fires: true, "Stable Diffusion web UI text in UserComment",
        original(
          .init([
            .init(
              .exif, TagID.userComment,
              .undefined(Array("ASCII\0\0\0a cat\nSteps: 20, Sampler: Euler a, CFG scale: 7, Seed: 42".utf8)))
          ]))),
      RuleCase(
        "generator-parameters", fires: false, "a caption that mentions steps",
        original(camera([.init(.ifd0, TagID.imageDescription, .ascii("Steps: 12 to the harbour"))]))),
      RuleCase(
        "generator-parameters", fires: true, "Fooocus's JSON, recognised by its fields",
        original(
          .init([
            .init(
              .ifd0, TagID.imageDescription,
              .ascii(
                #"{"prompt": "a cat", "negative_prompt": "", "steps": 30, "sampler": "dpmpp_2m_sde_gpu", "seed": 42, "#
                  + #""metadata_scheme": "fooocus", "version": "Fooocus v2.4.3"}"#))
          ]))),
      RuleCase(
        "generator-parameters", fires: true, "an unknown generator's plain text with a prompt and two settings",
        original(
          .init([.init(.ifd0, TagID.imageDescription, .ascii("Prompt: a lighthouse at dusk\nSeed: 7\nGuidance: 3.5"))]))
      ),
      RuleCase(
        "generator-parameters", fires: false, "a prompt and one setting",
        original(
          camera([.init(.ifd0, TagID.imageDescription, .ascii(#"{"prompt": "look at the camera", "model": "R6"}"#))]))),
      RuleCase(
        "generator-software", fires: true, "Software Midjourney",
        original(.init([.init(.ifd0, TagID.software, .ascii("Midjourney v6.1"))]))),
      RuleCase(
        "generator-software", fires: false, "a word that contains a generator's name",
        original(software("Imagenes del Sur 2.0"))),
      RuleCase(
        "generator-software", fires: false, "Firefly as the tool of a declared generative fill: an AI edit",
        original(software("Adobe Firefly"), [digitalSourceType("compositeWithTrainedAlgorithmicMedia")])),

      RuleCase("editor-software", fires: true, "IFD0 Software GIMP", original(software("GIMP 2.10.34"))),
      RuleCase(
        "c2pa-content-changed", fires: true, "one byte of the image data changed after signing",
        bytes: signedCapture { bytes, _ in bytes[bytes.count - 20] ^= 0x55 }),
      RuleCase("c2pa-content-changed", fires: false, "the signed file as it was signed", bytes: signedCapture()),
      RuleCase(
        "c2pa-credential-tampered", fires: true, "one byte of the signature changed",
        bytes: signedCapture { bytes, span in bytes[span.start + span.length - 3] ^= 0x55 }),
      RuleCase(
        "c2pa-credential-tampered", fires: false, "only the image data changed",
        bytes: signedCapture { bytes, _ in bytes[bytes.count - 20] ^= 0x55 }),
      RuleCase(
        "editor-software", fires: true, "a metadata tool over libjpeg's standard tables",
        original(software("Nikon Transfer 2.0"), image: ImageFixture(quality: 90))),
      RuleCase(
        "editor-software", fires: false, "a metadata tool over the camera's own tables",
        original(software("Nikon Transfer 2.0"))),
      RuleCase(
        "metadata-rewritten", fires: true, "Nikon Transfer over the camera's own tables",
        original(software("Nikon Transfer 2.0"))),
      RuleCase(
        "metadata-rewritten", fires: true, "ExifTool over the camera's own tables", original(software("ExifTool 12.57"))
      ),
      RuleCase(
        "metadata-rewritten", fires: false, "Nikon Transfer over libjpeg's standard tables",
        original(software("Nikon Transfer 2.0"), image: ImageFixture(quality: 90))),
      RuleCase(
        "metadata-rewritten", fires: false, "a metadata tool and an editor",
        original(software("Nikon Transfer 2.0"), [xmp("<xmp:CreatorTool>GIMP 2.10</xmp:CreatorTool>")])),
      RuleCase(
        "editor-software", fires: true, "XMP CreatorTool Lightroom",
        original(camera(), [xmp("<xmp:CreatorTool>Adobe Photoshop Lightroom Classic 13.2 (Windows)</xmp:CreatorTool>")])
      ),
      RuleCase(
        "editor-software", fires: true, "gd-jpeg comment",
        original(camera(), [.comment("CREATOR: gd-jpeg v1.0 (using IJG JPEG v80), quality = 90")])),
      RuleCase(
        "editor-software", fires: true, "history softwareAgent",
        original(
          camera(),
          [
            xmp(
              "<xmpMM:History><rdf:Seq><rdf:li rdf:parseType=\"Resource\"><stEvt:action>created</stEvt:action><stEvt:softwareAgent>Affinity Photo 2</stEvt:softwareAgent></rdf:li></rdf:Seq></xmpMM:History>"
            )
          ])),
      RuleCase(
        "editor-software", fires: true, "ProcessingSoftware",
        original(camera([.init(.ifd0, TagID.processingSoftware, .ascii("darktable 4.6.1"))]))),
    ]
    + [
      "Ver.1.01", "E775v1.4u", "iOS 17.1", "17.4.1", "HDR+ 1.0.621982163zd", "J327T1UVS4ASH2",
      "Digital Camera X-T3 Ver3.01",
      "COOLPIX P900V1.2", "Firmware Version 1.00", "Gimpel 3",
    ].map {
      RuleCase("editor-software", fires: false, "firmware \"\($0)\"", original(software($0)))
    } + [
      RuleCase(
        "photoshop-save-quality", fires: true, "IRB 0x0406",
        original(camera(), [.photoshop([PhotoshopFixture.jpegQuality(8)])])),
      RuleCase(
        "photoshop-save-quality", fires: false, "IRB with IPTC only",
        original(camera(), [.photoshop([(id: UInt16(0x0404), data: PhotoshopFixture.iptc([(80, "Jane Doe")]))])])),
      RuleCase("save-for-web", fires: true, "Ducky", original(camera(), [.ducky(quality: 60)])),
      RuleCase(
        "save-for-web", fires: false, "another APP12 segment",
        original(camera(), [.raw(marker: 0xEC, payload: Array("PictureInfo\0Type=DSC".utf8))])),
      RuleCase(
        "photoshop-history", fires: true, "photoshop:History",
        original(camera(), [xmp("<photoshop:History>2024-05-02 Levels</photoshop:History>")])),
      RuleCase(
        "photoshop-history", fires: true, "an empty photoshop:History (Photoshop with history logging off)",
        original(camera(), [xmp("<photoshop:History/>")])),
      RuleCase(
        "photoshop-history", fires: false, "photoshop:DateCreated",
        original(camera(), [xmp("<photoshop:DateCreated>2024-05-01</photoshop:DateCreated>")])),
      RuleCase(
        "camera-raw-settings", fires: true, "crs:Version",
        original(camera(), [xmp("<crs:Version>16.0</crs:Version><crs:Exposure2012>+0.35</crs:Exposure2012>")])),
      RuleCase(
        "camera-raw-settings", fires: false, "no crs properties",
        original(camera(), [xmp("<xmp:Rating>4</xmp:Rating>")])),
      RuleCase(
        "xmp-history-edits", fires: true, "a saved event",
        original(
          camera(),
          [
            xmp(
              "<xmpMM:History><rdf:Seq><rdf:li rdf:parseType=\"Resource\"><stEvt:action>saved</stEvt:action></rdf:li></rdf:Seq></xmpMM:History>"
            )
          ])),
      RuleCase(
        "xmp-history-edits", fires: false, "only a created event",
        original(
          camera(),
          [
            xmp(
              "<xmpMM:History><rdf:Seq><rdf:li rdf:parseType=\"Resource\"><stEvt:action>created</stEvt:action></rdf:li></rdf:Seq></xmpMM:History>"
            )
          ])),
      RuleCase(
        "derived-from", fires: true, "DerivedFrom with a document ID",
        original(
          camera(),
          [
            xmp(
              "<xmpMM:DerivedFrom rdf:parseType=\"Resource\"><stRef:documentID>xmp.did:1</stRef:documentID></xmpMM:DerivedFrom>"
            )
          ])),
      RuleCase(
        "derived-from", fires: false, "an empty DerivedFrom",
        original(camera(), [xmp("<xmpMM:DerivedFrom rdf:parseType=\"Resource\"/>")])),
    ]
}
